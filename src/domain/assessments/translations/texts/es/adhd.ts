// Written by `npm run translations:records` from ../../es.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'adhd-1': 'Cuando leo algo importante, a menudo mi mente empieza a divagar a mitad de la lectura.',
  'adhd-2':
    'Mientras escucho a alguien, a menudo tengo las manos ocupadas, por ejemplo, haciendo clic con un bolígrafo.',
  'adhd-3': 'Cuando empiezo una tarea en casa, como ordenar un cajón, la termino.',
  'adhd-4': 'A menudo se me olvidan cosas que había dicho que haría, como enviar una carta.',
  'adhd-5': 'A menudo envío un mensaje rápidamente y después pienso que tendría que haber esperado.',
  'adhd-6': 'Planificar mi semana con antelación me resulta fácil.',
  'adhd-7': 'Estar sin hacer nada me inquieta enseguida.',
  'adhd-8': 'A menudo empiezo las tareas grandes solo cuando la fecha límite está muy cerca.',
  'adhd-9': 'En vacaciones, enseguida empiezo a buscar algo en lo que ocuparme.',
  'adhd-10': 'Esperar unos días antes de comprar algo que quiero me resulta fácil.',
};
