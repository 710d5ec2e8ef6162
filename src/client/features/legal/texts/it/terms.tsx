/**
 * The Terms and Conditions in Italian, translated as a whole from ../en/terms.tsx and changed with it. Where the two
 * differ, the last section lets the version more favourable to the consumer apply: EU law reads unclear standard
 * terms in the consumer's favour anyway (Directive 93/13/EEC, Article 5), so "the English prevails" would promise
 * what it cannot hold. The sections keep the English ids, so that links such as
 * `/terms#payment-and-refunds` work here too. Written for this site and checked against the English, not yet read
 * by a native-speaking reviewer or a lawyer.
 */
import { Link } from 'wouter';
import { REPORT_PRICE_TEXT } from '../../../../../domain/checkout/price.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function termsDocument({ supportEmail }: LegalTextContext): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  const sections: LegalSection[] = [
    {
      title: 'Accettazione dei termini',
      id: 'agreement-to-terms',
      content: (
        <>
          <p>
            Questi termini si applicano quando lei usa il sito web di Traitscope («noi»), svolge
            un’autovalutazione, acquista un Report completo o partecipa al programma inviti. Usando il sito
            web, lei li accetta. Se non è d’accordo, la preghiamo di non usare il sito web.
          </p>
          <p>
            La nostra <Link href="/privacy-policy">Informativa sulla privacy</Link> spiega come trattiamo le
            sue informazioni. Fa parte di questi termini.
          </p>
        </>
      ),
    },
    {
      title: 'Solo a scopo informativo – non è una diagnosi',
      id: 'information-only-not-a-diagnosis',
      content: (
        <>
          <p>
            <strong>
              Le nostre autovalutazioni e i nostri report hanno solo scopo informativo. Non sono una diagnosi.
            </strong>{' '}
            Non possono dirle se lei è una persona autistica, se ha l’ADHD o un’altra condizione, e non
            sostituiscono una valutazione, una consulenza o un trattamento da parte di personale sanitario.
          </p>
          <p>
            La preghiamo di parlare dei suoi risultati con personale sanitario qualificato, per esempio con il
            suo medico o con uno specialista in psicologia o in psichiatria. Non trascuri e non rimandi un
            consiglio professionale a causa di un risultato ottenuto su questo sito web.
          </p>
          <p>
            Il Report completo può indicare risorse e centri diagnostici. Li inseriamo per aiutarla a trovare
            sostegno; non raccomandiamo nessun servizio in particolare e non ci assumiamo la responsabilità di
            nessuno di essi.
          </p>
          <p>
            Se si trova in una situazione di crisi o non si sente al sicuro, contatti subito i servizi di
            emergenza della sua zona.
          </p>
        </>
      ),
    },
    {
      title: 'Età minima',
      id: 'age-requirement',
      content: (
        <>
          <p>
            Le autovalutazioni sono scritte per persone adulte. Per usare questo sito web deve avere almeno 18
            anni.
          </p>
          <p>
            Se ha meno di 18 anni, può usare il sito web solo con il consenso di un genitore o di chi ne fa le
            veci, e con la sua guida. Anche ogni acquisto deve essere approvato da un genitore o da chi ne fa
            le veci.
          </p>
        </>
      ),
    },
    {
      title: 'Responsabilità di chi usa il sito',
      id: 'user-responsibilities',
      content: (
        <>
          <p>Quando usa il sito web, la preghiamo di:</p>
          <ul>
            <li>rispondere alle domande con sincerità e per conto proprio;</li>
            <li>
              controllare con attenzione il suo indirizzo e-mail al momento del pagamento, perché è lì che
              inviamo il suo report;
            </li>
            <li>
              invitare solo persone amiche che gradirebbero un invito, e solo se sono d’accordo che lei ci
              comunichi il loro indirizzo e-mail;
            </li>
            <li>
              tenere per sé i suoi link di condivisione, se non vuole che altre persone vedano il riepilogo
              dei suoi risultati.
            </li>
          </ul>
          <p>La preghiamo di non:</p>
          <ul>
            <li>
              tentare di violare, sovraccaricare o disturbare il sito web, né aggirarne le misure di
              sicurezza;
            </li>
            <li>raccogliere automaticamente contenuti dal sito web, per esempio con scraper o bot;</li>
            <li>
              tentare di ottenere un report senza pagare, né usare in modo improprio codici sconto o invito;
            </li>
            <li>usare il sito web per scopi illeciti.</li>
          </ul>
          <p>Possiamo bloccare l’accesso a chiunque violi queste regole.</p>
        </>
      ),
    },
    {
      title: 'Proprietà intellettuale',
      id: 'intellectual-property',
      content: (
        <>
          <p>
            Il sito web e tutti i suoi contenuti, comprese le domande, i testi, i report, la grafica e il
            logo, appartengono a Traitscope o a chi ce ne ha concesso la licenza. Sono protetti dal diritto
            d’autore e da altre leggi.
          </p>
          <p>
            Può usare il sito web e il suo report per scopi personali e non commerciali. Può stampare il suo
            report e condividerlo con il personale sanitario che la segue o con persone di cui si fida.
          </p>
          <p>
            Senza il nostro permesso scritto non può copiare, vendere, ripubblicare o modificare le
            autovalutazioni, i report o altri contenuti.
          </p>
        </>
      ),
    },
    {
      title: 'Pagamento e rimborsi',
      id: 'payment-and-refunds',
      content: (
        <>
          <h3>Prezzo e pagamento</h3>
          <ul>
            <li>Il Report completo costa {REPORT_PRICE_TEXT}: è il prezzo che paga, IVA inclusa.</li>
            <li>
              Il pagamento è gestito dal nostro fornitore di servizi di pagamento, Stripe. Lei inserisce i
              dati della sua carta nella pagina di pagamento sicura di Stripe. Noi non riceviamo e non
              conserviamo i dati della sua carta.
            </li>
            <li>
              Inviamo il report in PDF all’indirizzo e-mail che indica al momento del pagamento, di solito
              entro pochi minuti.
            </li>
            <li>
              I codici sconto e i codici premio non possono essere convertiti in denaro, e un codice premio si
              può usare una sola volta.
            </li>
          </ul>

          <h3>Rimborsi</h3>
          <p>
            Il Report completo è un contenuto digitale, consegnato subito. Per questo motivo, in genere non
            rimborsiamo un report che è già stato consegnato.
          </p>
          <p>
            Nell’Unione europea, chi acquista online come consumatrice o consumatore ha di norma 14 giorni per
            recedere dall’acquisto. Quando chiede che il suo report sia consegnato subito, lei accetta che la
            consegna inizi immediatamente e riconosce di perdere questo diritto di recesso una volta iniziata
            la consegna.
          </p>

          <h3>Se il suo report non arriva</h3>
          <p>
            Se il suo report non arriva, o se il file non si apre, ce lo comunichi entro 7 giorni
            dall’acquisto scrivendo a {contact}. Prima controlli la cartella della posta indesiderata (spam).
            Le invieremo di nuovo il report e, se non riusciamo a consegnarlo, le rimborseremo quanto ha
            pagato.
          </p>

          <p>
            <strong>I suoi diritti previsti dalla legge restano invariati.</strong> Nulla in questi termini
            limita i diritti che la legge le riconosce come consumatrice o consumatore nell’Unione europea,
            per esempio se un report non viene consegnato o non corrisponde alla descrizione.
          </p>
        </>
      ),
    },
    {
      title: 'Limitazione di responsabilità',
      id: 'limitation-of-liability',
      content: (
        <>
          <p>
            Ci impegniamo a rendere le nostre autovalutazioni accurate e utili. Però hanno solo scopo
            informativo, e non possiamo promettere che i risultati siano completi o corretti nel suo caso. Non
            siamo responsabili delle decisioni che lei prende basandosi solo sui suoi risultati, senza un
            consiglio professionale.
          </p>
          <p>
            Nei limiti consentiti dalla legge, la nostra responsabilità complessiva nei suoi confronti per
            qualsiasi cosa legata al sito web o a un report è limitata all’importo che ci ha pagato.
          </p>
          <p>
            Questo non limita la nostra responsabilità nei casi in cui la legge non consente di limitarla, per
            esempio per morte o lesioni personali causate da nostra negligenza, per frode, o per danni che
            causiamo intenzionalmente o per colpa grave.
          </p>
        </>
      ),
    },
    {
      title: 'Modifiche dei termini',
      id: 'modification-of-terms',
      content: (
        <>
          <p>
            Di tanto in tanto possiamo aggiornare questi termini, per esempio quando aggiungiamo nuove
            funzioni o quando cambia la legge. In quel caso, cambieremo la data di entrata in vigore indicata
            in cima a questa pagina.
          </p>
          <p>
            A un acquisto si applicano i termini in vigore il giorno in cui lo ha fatto. Se continua a usare
            il sito web dopo una modifica, a quell’uso si applicano i nuovi termini.
          </p>
        </>
      ),
    },
    {
      title: 'Legge applicabile',
      id: 'governing-law',
      content: (
        <>
          <p>Questi termini sono regolati dal diritto dell’Unione europea.</p>
          <p>
            Se lei è una consumatrice o un consumatore, questo non le toglie la tutela che le garantiscono le
            norme inderogabili a tutela dei consumatori del Paese in cui vive.
          </p>
          <p>Se ha un problema, per prima cosa ci contatti. Vorremmo aiutarla a risolverlo.</p>
        </>
      ),
    },
    {
      title: 'Contatti',
      id: 'contact-information',
      content: <p>Se ha domande su questi termini, ci scriva un’e-mail a {contact}.</p>,
    },
    {
      title: 'Versioni linguistiche',
      id: 'language-versions',
      content: (
        <p>
          Questi termini sono una traduzione della versione inglese. Se le due versioni differiscono, si
          applica la versione più favorevole per lei come consumatrice o consumatore.
        </p>
      ),
    },
  ];

  return {
    title: 'Termini e condizioni',
    intro: (
      <p>
        Questi termini spiegano le regole per usare Traitscope e per acquistare un Report completo. Li abbiamo
        resi il più brevi e chiari possibile. Il punto più importante: le nostre autovalutazioni le danno
        informazioni, non una diagnosi.
      </p>
    ),
    sections,
  };
}
