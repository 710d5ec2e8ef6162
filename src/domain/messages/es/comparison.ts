/** Where a score stands among other takers, in Spanish; see ../en/comparison.ts. */
export const title = 'Su posición respecto a otras personas';
export const pending = ({ count }: { count: string }) =>
  `Cuando ${count} personas hayan hecho aquí esta autoevaluación, verá cómo se compara su puntuación.`;
export const pendingInReport = ({ count }: { count: string }) =>
  `Cuando se elaboró este informe, menos de ${count} personas habían hecho esta autoevaluación en Traitscope. Son muy pocas para una comparación justa, así que este informe no la muestra.`;
export const caveat =
  'Quienes hacen un test como este forman un grupo autoseleccionado: muchas personas llegan porque ya reconocen en sí estos rasgos. Por eso, la comparación es con otras personas que lo hicieron aquí, no con la población general.';
export const privacy =
  'Las cifras se difuminan un poco a propósito y se muestran como un intervalo, para que nadie pueda deducir a partir de ellas el resultado de una persona concreta.';
export const wideRange = ({ count }: { count: string }) =>
  `Hasta que unas ${count} personas la hayan hecho, el intervalo abarca a una quinta parte de quienes participan.`;
export const fewerThanNow = ({ percent }: { percent: string }) =>
  `Menos del ${percent} de las personas que hicieron aquí esta autoevaluación obtuvieron una puntuación inferior a la suya.`;
export const moreThanNow = ({ percent }: { percent: string }) =>
  `Más del ${percent} de las personas que hicieron aquí esta autoevaluación obtuvieron una puntuación inferior a la suya.`;
export const betweenNow = ({ from, to }: { from: string; to: string }) =>
  `Entre el ${from} y el ${to} de las personas que hicieron aquí esta autoevaluación obtuvieron una puntuación inferior a la suya.`;
export const fewerThanInReport = ({ percent }: { percent: string }) =>
  `Menos del ${percent} de las personas que habían hecho esta autoevaluación en Traitscope habían obtenido una puntuación inferior a la suya.`;
export const moreThanInReport = ({ percent }: { percent: string }) =>
  `Más del ${percent} de las personas que habían hecho esta autoevaluación en Traitscope habían obtenido una puntuación inferior a la suya.`;
export const betweenInReport = ({ from, to }: { from: string; to: string }) =>
  `Entre el ${from} y el ${to} de las personas que habían hecho esta autoevaluación en Traitscope habían obtenido una puntuación inferior a la suya.`;
export const basis = ({ count, day }: { count: string; day: string }) =>
  `Cálculo basado en unos ${count} resultados, contados el ${day}.`;
export const youAreHere = 'Usted está más o menos aquí';
export const ofTakers = ({ percent }: { percent: string }) => `${percent} de las personas`;
