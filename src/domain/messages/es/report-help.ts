/** Where to get help, in Spanish; see ../en/report-help.ts. */

export const euEmergencyDescription =
  'el número de emergencias de todos los países de la UE, gratuito desde teléfonos fijos y móviles';
export const ukEmergencyDescription = ({ euNumber }: { euNumber: string }) =>
  `el número de emergencias del Reino Unido; el ${euNumber} también funciona allí`;

export const hoursDayAndNight = 'Día y noche';
export const hoursDayAndNightFree = 'Día y noche, gratuito';
export const hoursDayAndNightFreeAndAnonymous = 'Día y noche, gratuito y anónimo';
export const hoursUsuallyToMidnight = ({ from }: { from: string }) => `Normalmente, de ${from} a medianoche`;

export const noteAlsoOn = ({ number }: { number: string }) => `También en el ${number}`;
export const noteInDutch = 'En neerlandés';
export const noteInFrench = 'En francés';

export const suggestedNextStepTitle = 'El siguiente paso que le sugerimos';
export const commonNextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Vaya a su ritmo',
    text: 'No hace falta leer este informe de una sola vez. Lea una sección, déjelo a un lado y vuelva a él cuando quiera.',
  },
  {
    title: 'Marque lo que le resultó familiar',
    text: 'En la sección de sus respuestas, marque las afirmaciones que más se ajustaban a usted y anote junto a cada una un ejemplo de su propia vida.',
  },
  {
    title: 'Pruebe dos o tres estrategias',
    text: 'Elija las estrategias que le parezcan más fáciles para empezar, pruébelas durante unas semanas y quédese con lo que le ayude. Los pequeños cambios también cuentan.',
  },
  {
    title: 'Hable con alguien de confianza',
    text: 'Compartir lo que ha descubierto con una amistad, su pareja o alguien de su familia puede ayudarles a comprenderle. Y a usted puede ayudarle a sentir menos soledad ante todo ello.',
  },
];
export const lookAfterYourselfTitle = 'Cuídese';
export const lookAfterYourself = ({ emergencyNumber }: { emergencyNumber: string }) =>
  `Pensar en sus rasgos puede remover emociones. Si nota que su ánimo está bajo o que todo le supera, hable con su médico. Si alguna vez se encuentra en una crisis, llame al ${emergencyNumber}, el número de emergencias en toda la UE, o al número de emergencias de su zona.`;
