/** The page an invitation's "Do not invite me again" link opens, in French; see ../en/do-not-invite.ts. */
export const heading = 'Ne plus m’inviter';
export const stillReachYou =
  'Les rapports et les liens que vous demandez vous-même continuent de vous parvenir. Vous n’avez rien d’autre à faire.';
export const why =
  'Une personne de votre entourage vous a envoyé par e-mail une invitation à Traitscope. Si vous préférez ne pas recevoir ce type d’invitation, appuyez sur le bouton : nous ne vous en enverrons plus aucune, quelle que soit la personne qui nous le demande.';
export const noList =
  'Pour cela, nous ne tenons aucune liste d’adresses, seulement une forme brouillée de la vôtre, qui nous indique de ne pas vous écrire.';
export const saving = 'Enregistrement…';
export const button = 'Ne plus m’inviter';
export const openFromEmail =
  'Cette page fonctionne à partir du lien d’un e-mail d’invitation. Veuillez l’ouvrir depuis cet e-mail.';
export const failed =
  'Nous n’avons pas pu enregistrer votre choix pour le moment. Veuillez réessayer dans un instant.';
export const returnHome = 'Retour à l’accueil';
