/** The referral programme's e-mails in Spanish; see ../en/referral-emails.ts. */
export const inviteSubject = 'Una persona amiga le ha invitado a Traitscope';
export const inviteWhat =
  'Una persona amiga ha pensado que Traitscope podría serle útil: autoevaluaciones breves y basadas en la investigación para personas adultas que quieren comprender sus rasgos de autismo, TDAH, procesamiento sensorial, dispraxia o dislexia.';
export const inviteHow =
  'Las autoevaluaciones duran de 5 a 15 minutos, no necesitan cuenta y muestran al momento unas primeras orientaciones gratuitas. No son un diagnóstico; pueden ayudarle a preparar una conversación en consulta.';
export const inviteButton = 'Hacer una autoevaluación';
export const inviteStartHere = 'Empiece aquí:';
export const inviteWhyThisAddress = ({ supportEmail }: { supportEmail: string }) =>
  `Quien le invita escribió su dirección para enviarle esta única invitación. No la usamos para nada más y no enviamos recordatorios. Preguntas: ${supportEmail}`;
export const inviteOptOutQuestion = '¿Prefiere que nadie vuelva a invitarle?';
export const inviteOptOutLink = 'No quiero más invitaciones';

export const rewardNotUsedSubject = 'Sobre la recompensa por invitación usada para esta dirección';
export const rewardNotUsedWhat =
  'En Traitscope se usó un código de recompensa por invitación para pedir un Informe completo gratuito para esta dirección de correo electrónico. No hemos enviado el informe.';
export const rewardNotUsedWhy = ({ days }: { days: number }) =>
  `Cada dirección de correo electrónico puede recibir, en un plazo de ${days} días, un informe pagado con una recompensa por invitación, y cada dominio de correo, unos pocos. Esta dirección, o su dominio, ya había recibido su parte en ese plazo, así que el código se gastó sin que se enviara un informe.`;
export const rewardNotUsedNote = ({ supportEmail }: { supportEmail: string }) =>
  `Si usted no ha pedido nada, puede ignorar este correo: no se ha informado a nadie sobre esta dirección. Si fue usted y cree que se trata de un error, escriba a ${supportEmail}.`;
