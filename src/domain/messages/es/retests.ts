/** What changed since an earlier take, in Spanish; see ../en/retests.ts. */
export const heading = 'Desde la vez anterior';
export const takenBefore = ({ date }: { date: string }) => `Ya hizo esta autoevaluación antes, el ${date}.`;
export const earlier = 'Antes';
export const now = 'Ahora';
export const noAnswerMoved = 'Ninguna respuesta cambió dos niveles o más.';
export const answersMoved = 'Respuestas que cambiaron dos niveles o más';
export const themesCaption = 'Cada tema, antes y ahora (respuesta media, de 0 a 4)';
export const theme = 'Tema';
export const change = 'Cambio';
export const noChange = 'sin cambios';
export const retestNote =
  'Las respuestas pueden cambiar según las circunstancias, como el estrés, el descanso, un trabajo nuevo o un cambio en casa. Un cambio entre una vez y otra no mide el efecto de ningún tratamiento, y no dice nada sobre cómo le va a usted.';
export const differentWording =
  'Algunas preguntas cambiaron de redacción entre las dos veces que hizo la autoevaluación. Por eso, los temas y las respuestas no se comparan uno por uno.';
