/** The page an invitation's "Do not invite me again" link opens, in Dutch; see ../en/do-not-invite.ts. */
export const heading = 'Nodig mij niet meer uit';
export const stillReachYou =
  'Rapporten en links die u zelf aanvraagt, krijgt u gewoon nog. U hoeft verder niets te doen.';
export const why =
  'Iemand uit uw vriendenkring heeft u per e-mail uitgenodigd voor Traitscope. Wilt u zulke uitnodigingen liever niet krijgen? Druk dan op de knop. We sturen u er dan geen meer, wie er ook om vraagt.';
export const noList =
  'We houden hiervoor geen lijst met adressen bij. We bewaren alleen een onherkenbaar gemaakte vorm van uw adres, die ons vertelt dat we u niet moeten mailen.';
export const saving = 'Opslaan…';
export const button = 'Nodig mij niet meer uit';
export const openFromEmail =
  'Deze pagina werkt via de link in een uitnodigingsmail. Open de pagina via die link.';
export const failed = 'We konden uw keuze nu niet opslaan. Probeer het zo nog eens.';
export const returnHome = 'Naar de startpagina';
