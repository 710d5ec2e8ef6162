/** The note for work or study in the Complete Report, in Spanish; see ../en/report-work.ts. */
import type { AdjustmentArea, AdjustmentId } from '../../report/work-adjustments.ts';

export const areaDifficulties: Readonly<Record<AdjustmentArea, string>> = {
  attention: 'Mantener la concentración cuando hay ruido, interrupciones o varias tareas a la vez',
  organisation: 'Planificar, recordar las tareas y cumplir los plazos',
  restlessness: 'Pasar mucho rato sin moverme de la silla, y pararme a pensar antes de actuar',
  social: 'Las normas sociales no escritas, y el lenguaje que no se dice en sentido literal',
  routine: 'Los cambios repentinos de planes, tareas o lugares',
  sensory:
    'El ruido, la luz intensa y los lugares concurridos, y el tiempo que necesito para recuperarme de ellos',
  movement: 'La escritura a mano, los movimientos finos y la coordinación',
  reading: 'La lectura, la ortografía y recordar lo que se ha dicho',
  wellbeing: 'Darme cuenta a tiempo de cuándo algo me desborda, y volver a calmarme',
};

export const adjustmentTexts: Readonly<Record<AdjustmentId, string>> = {
  'quiet-place': 'Un lugar de trabajo más tranquilo, o un puesto alejado de las zonas concurridas.',
  headphones: 'Auriculares con cancelación de ruido.',
  'one-task-at-a-time': 'Una tarea cada vez, con tiempo reservado sin interrupciones.',
  'written-instructions':
    'Instrucciones breves por escrito, para conservarlas y volver a consultarlas, con horarios o planes visuales.',
  'smaller-steps': 'Los trabajos grandes, divididos en pasos más pequeños.',
  'clear-deadlines': 'Que se concrete qué hace falta y para cuándo, en lugar de plazos imprecisos.',
  'movement-breaks': 'Pausas breves y regulares, también para moverme.',
  'varied-tasks': 'Tareas rutinarias alternadas con otras más estimulantes.',
  'flexible-hours': 'Horario flexible, para poder hacer pausas adicionales.',
  'literal-language':
    'Un lenguaje claro y literal, sin frases hechas, jerga ni siglas que haya que descifrar.',
  'written-messages': 'Mensajes por escrito en lugar de llamadas imprevistas, cuando sea posible.',
  'eye-contact': 'Comprensión de que mirar poco a los ojos no significa que no esté escuchando.',
  'advance-notice': 'Aviso previo de los cambios, indicando qué va a pasar y cuándo.',
  'structured-day': 'Una jornada estructurada, con horario fijo en lugar de turnos cambiantes.',
  'meeting-agendas': 'Reuniones anunciadas con antelación, con un orden del día cuando sea posible.',
  'quieter-workplace': 'Un puesto de trabajo en una zona más tranquila o menos iluminada.',
  'softer-lighting': 'Una iluminación más suave, por ejemplo con las luces del techo atenuadas.',
  'recovery-space':
    'Un espacio tranquilo para recuperarme, y pausas adicionales cuando todo resulte demasiado.',
  typing: 'Escribir con teclado en lugar de a mano, con corrector ortográfico o reconocimiento de voz.',
  'ergonomic-tools': 'Un teclado ergonómico, un ratón más lento y atajos de teclado.',
  'notes-and-templates': 'Notas o plantillas, para no tener que apuntar las cosas a toda prisa.',
  'extra-time': 'Más tiempo para la lectura y las tareas escritas.',
  'speech-software': 'Programas que leen el texto en voz alta y que pasan la voz a texto.',
  'key-points-in-writing':
    'Los puntos clave por escrito y en persona, y que otra persona se encargue del acta.',
  'rest-breaks': 'Pausas adicionales para descansar, cuando las necesite.',
  'decompress-space': 'Un espacio tranquilo para desconectar.',
  'agreed-communication':
    'Una forma de comunicación acordada que me resulte cómoda, y el trabajo dividido en tareas a corto plazo.',
};

export const equalityActAdjustments = ({ act }: { act: string }) =>
  `En Inglaterra, Escocia y Gales, la ${act} pide a las empresas, los centros de formación y las universidades que hagan ajustes razonables cuando una persona con discapacidad estaría, de lo contrario, en una desventaja considerable, sin coste para esa persona.`;
export const acasNoDiagnosisNeeded = ({ body }: { body: string }) =>
  `${body} indica que una persona trabajadora no necesita un diagnóstico para estar protegida, y que las empresas deberían ofrecer apoyo, incluidos ajustes razonables, haya o no un diagnóstico.`;
export const irishAppropriateMeasures = ({ acts }: { acts: string }) =>
  `En Irlanda, las ${acts} piden a las empresas que adopten «medidas adecuadas» para una persona con discapacidad, como horarios de trabajo flexibles, salvo que supongan una carga desproporcionada.`;
export const euReasonableAccommodation =
  'En toda la UE, la Directiva relativa a la igualdad de trato en el empleo y la ocupación (2000/78/CE, artículo 5), tal como la aplica la legislación de cada país, pide a las empresas que realicen ajustes razonables para las personas con discapacidad, en el trabajo y en la formación, salvo que supongan una carga excesiva.';

export const workNoteFillIn: readonly string[] = ['Nombre', 'Fecha'];
export const workNoteAddressee = 'A la atención de mi empresa, mi responsable o mi centro de estudios';
export const workNoteIntro = ({ date }: { date: string }) =>
  `Me gustaría explicarle algunas cosas que me resultan más difíciles en el trabajo o en los estudios, y qué me ayuda. Esto surge de un cuestionario de autoevaluación que completé el ${date}. No es un diagnóstico, ni le estoy comunicando ninguno.`;
export const workNoteAreasIntro =
  'Lo que me resulta más difícil, con una de mis respuestas, y cambios que podrían ayudar:';
export const workNoteClosing: readonly string[] = [
  'Me gustaría hablar de cuáles de estos cambios podrían funcionar aquí, probarlos durante un tiempo y revisarlos conjuntamente.',
];
export const workNoteSignOff = 'Gracias y un cordial saludo,';
