/** The Your data page's view of one's data in Dutch; see ../en/your-data-view.ts. */

export const holdingBefore = 'Dit is alles wat we bewaren van ';
export const holdingAfter = ({ time }: { time: string }) =>
  `. Deze pagina blijft open tot ${time} uur. Vraag daarna een nieuwe link aan.`;
export const closing = 'Bezig met sluiten…';
export const closePage = 'Deze pagina sluiten';
export const closeFailed = 'We konden deze pagina op dit moment niet sluiten. Probeer het opnieuw.';

export const resultsTitle = 'Uw resultaten';
export const noResults = 'Er zijn geen resultaten bewaard van bestellingen met dit adres.';
export const resultTaken = ({
  date,
  score,
  level,
  answers,
}: {
  date: string;
  score: number;
  level: string;
  answers: number;
}) => `, ingevuld op ${date}: score ${score}, ${level}, ${answers} antwoorden bewaard.`;
export const sinceSameWording = ({ date, before, after }: { date: string; before: string; after: string }) =>
  `Sinds u deze op ${date} invulde: toen ${before}, nu ${after}.`;
export const sinceReworded = ({ date }: { date: string }) =>
  `Sinds u deze op ${date} invulde, zijn sommige vragen anders geformuleerd. Daarom worden de antwoorden niet vergeleken.`;

export const enteredTitle = 'Opgegeven bij een resultaat';
export const enteredText =
  'Dit adres is bij deze resultaten ingevuld, maar geen afgeronde bestelling met dit adres bewijst dat ze van u zijn. Iedereen kan elk adres invullen. Daarom tonen we de antwoorden hier niet. Als u hieronder uw gegevens wist, wordt uw adres ook daar verwijderd.';
export const enteredTaken = ({ date }: { date: string }) => `, ingevuld op ${date}`;

export const ordersTitle = 'Uw bestellingen';
export const noOrders = 'Met dit adres zijn geen bestellingen gedaan.';
export const orderLine = ({
  assessment,
  price,
  date,
  status,
}: {
  assessment: string;
  price: string;
  date: string;
  status: string;
}) => `: Volledig rapport, ${assessment}, ${price}, ${date}, ${status}.`;
export const orderConsent = ({ date }: { date: string }) =>
  ` U gaf op ${date} toestemming om uw antwoorden samen met uw adres te bewaren.`;
export const orderCountry = ({ country }: { country: string }) => ` Land voor uw rapport: ${country}.`;
export const orderStatuses: Readonly<Record<string, string>> = {
  pending: 'in behandeling',
  completed: 'afgerond',
  failed: 'mislukt',
};

export const invitationsTitle = 'Uitnodigingen aan u';
export const noInvitations = 'Niemand heeft dit adres uitgenodigd via ons uitnodigingsprogramma.';
export const invitedOn = ({ date, status }: { date: string; status: string }) =>
  `Iemand die u kent, heeft u op ${date} uitgenodigd (${status}).`;
export const invitationStatuses: Readonly<Record<string, string>> = {
  pending: 'open',
  completed: 'ingevuld',
  expired: 'verlopen',
};

export const messagesTitle = 'E-mails die we u stuurden';
export const noMessages = 'We bewaren geen e-mails aan dit adres.';
export const messageLine = ({ name, date, status }: { name: string; date: string; status: string }) =>
  `${name}, ${date} (${status}).`;
export const messageNames: Readonly<Record<string, string>> = {
  report: 'Uw rapport',
  'address-correction': 'Een link om dit adres te bevestigen',
};
export const otherMessage = 'Een link naar deze pagina';
export const messageStatuses: Readonly<Record<string, string>> = {
  pending: 'wacht op verzending',
  sending: 'wordt verzonden',
  sent: 'verzonden',
  failed: 'mislukt',
  suppressed: 'tegengehouden',
};

export const downloadTitle = 'Uw gegevens downloaden';
export const downloadText =
  'Eén bestand (JSON, leesbaar voor mensen en programma’s) met alles hierboven, inclusief elk antwoord.';
export const downloadButton = 'Mijn gegevens downloaden';

export const correctTitle = 'Uw e-mailadres corrigeren';
export const correctBefore = 'Als ';
export const correctAfter = ' verkeerd is getypt of niet meer van u is, vul dan het juiste adres in.';
export const correctNextBefore = 'We sturen een bevestigingslink naar ';
export const correctNextUnknown = 'het adres dat u invult';
export const correctNextAfter =
  '. Uw gegevens worden pas verplaatst als die link wordt geopend. Deze pagina wordt dan gesloten.';
export const correctLabel = 'Juist adres';
export const sendConfirmation = 'Bevestigingslink sturen';
export const correctFailed = 'We konden de bevestigingslink op dit moment niet sturen. Probeer het opnieuw.';

export const eraseTitle = 'Toestemming intrekken en wissen';
export const eraseText =
  'Als u uw toestemming intrekt, wissen we uw antwoorden, resultaten en e-mailadres, en elke e-mail die we nog voor u bewaren. De belasting- en boekhoudwetgeving verplicht ons om van elke bestelling het bedrag, de datum en de betalingsreferentie te bewaren, zonder iets wat die aan u koppelt. Dit kan niet ongedaan worden gemaakt.';
export const eraseButton = 'Toestemming intrekken en mijn gegevens wissen';
export const eraseQuestion = 'Alles wissen wat op deze pagina staat?';
export const eraseConfirm = 'Ja, wis mijn gegevens';
export const eraseCancel = 'Annuleren';
export const erasing = 'Bezig met wissen…';
export const eraseFailed = 'We konden uw gegevens op dit moment niet wissen. Probeer het opnieuw.';
