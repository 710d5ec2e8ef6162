/** Where to get help, in French; see ../en/report-help.ts. */

export const euEmergencyDescription =
  'le numéro d’urgence dans tous les pays de l’UE, gratuit depuis un téléphone fixe ou mobile';
export const ukEmergencyDescription = ({ euNumber }: { euNumber: string }) =>
  `le numéro d’urgence du Royaume-Uni ; le ${euNumber} y fonctionne aussi`;

export const hoursDayAndNight = 'Jour et nuit';
export const hoursDayAndNightFree = 'Jour et nuit, gratuit';
export const hoursDayAndNightFreeAndAnonymous = 'Jour et nuit, gratuit et anonyme';
export const hoursUsuallyToMidnight = ({ from }: { from: string }) => `En général de ${from} à minuit`;

export const noteAlsoOn = ({ number }: { number: string }) => `Également au ${number}`;
export const noteInDutch = 'En néerlandais';
export const noteInFrench = 'En français';

export const suggestedNextStepTitle = 'La prochaine étape que nous vous suggérons';
export const commonNextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Avancez à votre rythme',
    text: 'Inutile de lire ce rapport d’une traite. Lisez une section, posez-le, et revenez-y quand le moment vous convient.',
  },
  {
    title: 'Repérez ce qui vous a semblé familier',
    text: 'Dans la section de vos réponses, marquez les affirmations qui vous correspondaient le plus, et notez à côté de chacune un exemple tiré de votre propre vie.',
  },
  {
    title: 'Essayez deux ou trois stratégies',
    text: 'Choisissez les stratégies par lesquelles il vous semble le plus facile de commencer, essayez-les pendant quelques semaines, et gardez ce qui vous aide. Les petits changements comptent.',
  },
  {
    title: 'Parlez-en à une personne de confiance',
    text: 'Partager ce que vous avez appris avec une personne amie, votre partenaire ou quelqu’un de votre famille peut l’aider à vous comprendre, et vous aider à vivre cela avec moins de solitude.',
  },
];
export const lookAfterYourselfTitle = 'Prenez soin de vous';
export const lookAfterYourself = ({ emergencyNumber }: { emergencyNumber: string }) =>
  `Réfléchir à vos traits peut faire remonter des émotions. Si vous avez le moral bas ou si tout devient trop lourd, parlez-en à votre médecin. Si vous êtes un jour en situation de crise, appelez le ${emergencyNumber}, le numéro d’urgence dans toute l’UE, ou le numéro d’urgence de votre pays.`;
