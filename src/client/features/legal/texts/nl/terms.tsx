/**
 * The Terms and Conditions in Dutch, translated as a whole from ../en/terms.tsx and changed with it. Where the two
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
      title: 'Aanvaarding van de voorwaarden',
      id: 'agreement-to-terms',
      content: (
        <>
          <p>
            Deze voorwaarden gelden wanneer u de website van Traitscope (“wij”, “ons”) gebruikt, een
            zelfinschatting invult, een Volledig rapport koopt of meedoet aan het uitnodigingsprogramma. Door
            de website te gebruiken, gaat u akkoord met deze voorwaarden. Gaat u niet akkoord? Gebruik de
            website dan niet.
          </p>
          <p>
            Onze <Link href="/privacy-policy">privacyverklaring</Link> legt uit hoe we met uw gegevens omgaan.
            Die maakt deel uit van deze voorwaarden.
          </p>
        </>
      ),
    },
    {
      title: 'Alleen ter informatie – geen diagnose',
      id: 'information-only-not-a-diagnosis',
      content: (
        <>
          <p>
            <strong>
              Onze zelfinschattingen en rapporten zijn alleen bedoeld als informatie. Ze zijn geen diagnose.
            </strong>{' '}
            Ze kunnen u niet vertellen of u autistisch bent, ADHD hebt of een andere aandoening hebt. Ook
            vervangen ze geen onderzoek, advies of behandeling door een deskundige.
          </p>
          <p>
            Bespreek uw resultaten met een bevoegde zorgverlener, zoals uw huisarts, een psycholoog of een
            psychiater. Negeer professioneel advies niet en stel het niet uit vanwege een resultaat op deze
            website.
          </p>
          <p>
            Het Volledig rapport kan hulpbronnen en diagnostische centra noemen. We noemen ze om u te helpen
            ondersteuning te vinden. We raden geen bepaalde aanbieder aan en nemen geen verantwoordelijkheid
            voor een bepaalde aanbieder.
          </p>
          <p>
            Bent u in crisis of voelt u zich niet veilig? Neem dan meteen contact op met de hulpdiensten bij u
            in de buurt.
          </p>
        </>
      ),
    },
    {
      title: 'Minimumleeftijd',
      id: 'age-requirement',
      content: (
        <>
          <p>
            De zelfinschattingen zijn geschreven voor volwassenen. U moet 18 jaar of ouder zijn om deze
            website te gebruiken.
          </p>
          <p>
            Bent u jonger dan 18? Dan mag u de website alleen gebruiken met toestemming van een ouder of
            voogd, en met hun begeleiding. Ook voor elke aankoop is toestemming van een ouder of voogd nodig.
          </p>
        </>
      ),
    },
    {
      title: 'Wat we van u vragen',
      id: 'user-responsibilities',
      content: (
        <>
          <p>Als u de website gebruikt, vragen we u:</p>
          <ul>
            <li>de vragen eerlijk en voor uzelf te beantwoorden;</li>
            <li>
              uw e-mailadres bij het afrekenen goed te controleren, want daar sturen we uw rapport naartoe;
            </li>
            <li>
              alleen vrienden uit te nodigen die een uitnodiging op prijs zouden stellen, en alleen als zij
              het goed vinden dat u hun e-mailadres met ons deelt;
            </li>
            <li>
              uw links om te delen voor uzelf te houden als u niet wilt dat anderen de samenvatting van uw
              resultaten zien.
            </li>
          </ul>
          <p>We vragen u het volgende niet te doen:</p>
          <ul>
            <li>
              proberen in te breken op de website, de website te overbelasten of te verstoren, of de
              beveiliging te omzeilen;
            </li>
            <li>automatisch inhoud van de website verzamelen, bijvoorbeeld met scrapers of bots;</li>
            <li>
              proberen een rapport te krijgen zonder te betalen, of misbruik maken van kortingscodes of codes
              uit het uitnodigingsprogramma;
            </li>
            <li>de website gebruiken voor iets wat in strijd is met de wet.</li>
          </ul>
          <p>We kunnen de toegang blokkeren voor iedereen die zich niet aan deze regels houdt.</p>
        </>
      ),
    },
    {
      title: 'Intellectueel eigendom',
      id: 'intellectual-property',
      content: (
        <>
          <p>
            De website en alles wat erop staat, waaronder de vragen, teksten, rapporten, het ontwerp en het
            logo, zijn eigendom van Traitscope of van wie ons een licentie daarvoor heeft gegeven. Ze zijn
            beschermd door het auteursrecht en andere wetten.
          </p>
          <p>
            U mag de website en uw eigen rapport gebruiken voor persoonlijke, niet-commerciële doeleinden. U
            mag uw rapport gerust afdrukken en delen met uw zorgverlener of met mensen die u vertrouwt.
          </p>
          <p>
            Zonder onze schriftelijke toestemming mag u de zelfinschattingen, rapporten of andere inhoud niet
            kopiëren, verkopen, opnieuw publiceren of bewerken.
          </p>
        </>
      ),
    },
    {
      title: 'Betaling en terugbetaling',
      id: 'payment-and-refunds',
      content: (
        <>
          <h3>Prijs en betaling</h3>
          <ul>
            <li>
              Het Volledig rapport kost {REPORT_PRICE_TEXT}: dat is de prijs die u betaalt, inclusief btw.
            </li>
            <li>
              De betaling verloopt via onze betaaldienst, Stripe. U vult uw kaartgegevens in op de beveiligde
              betaalpagina van Stripe. Wij ontvangen en bewaren uw kaartgegevens niet.
            </li>
            <li>
              We sturen het rapport als pdf naar het e-mailadres dat u bij het afrekenen opgeeft, meestal
              binnen een paar minuten.
            </li>
            <li>
              Kortings- en beloningscodes kunnen niet worden ingewisseld voor geld. Een beloningscode kunt u
              maar één keer gebruiken.
            </li>
          </ul>

          <h3>Terugbetaling</h3>
          <p>
            Het Volledig rapport is digitale inhoud die meteen wordt geleverd. Daarom betalen we in het
            algemeen niets terug als een rapport al is geleverd.
          </p>
          <p>
            Consumenten in de Europese Unie mogen een online aankoop normaal gesproken binnen 14 dagen
            herroepen. Als u vraagt om uw rapport meteen te leveren, gaat u ermee akkoord dat de levering
            meteen begint. U erkent ook dat u dit herroepingsrecht verliest zodra de levering is begonnen.
          </p>

          <h3>Als uw rapport niet aankomt</h3>
          <p>
            Komt uw rapport niet aan, of kunt u het bestand niet openen? Laat het ons dan binnen 7 dagen na uw
            aankoop weten via {contact}. Kijk eerst even in uw spammap. We sturen het rapport dan opnieuw.
            Lukt het ons niet om het te leveren, dan betalen we u terug.
          </p>

          <p>
            <strong>Uw wettelijke rechten blijven gelden.</strong> Niets in deze voorwaarden beperkt de
            rechten die u als consument in de Europese Unie volgens de wet hebt, bijvoorbeeld als een rapport
            niet wordt geleverd of niet overeenkomt met de beschrijving.
          </p>
        </>
      ),
    },
    {
      title: 'Beperking van aansprakelijkheid',
      id: 'limitation-of-liability',
      content: (
        <>
          <p>
            We doen ons best om onze zelfinschattingen zorgvuldig en nuttig te maken. Maar ze zijn alleen
            bedoeld als informatie, en we kunnen niet beloven dat de resultaten voor u volledig of juist zijn.
            We zijn niet verantwoordelijk voor beslissingen die u alleen op basis van uw resultaten neemt,
            zonder professioneel advies.
          </p>
          <p>
            Voor zover de wet dat toestaat, is onze totale aansprakelijkheid tegenover u voor alles wat met de
            website of een rapport te maken heeft, beperkt tot het bedrag dat u ons hebt betaald.
          </p>
          <p>
            Dit beperkt onze aansprakelijkheid niet waar de wet zo’n beperking niet toestaat, bijvoorbeeld bij
            overlijden of letsel door onze nalatigheid, bij fraude, of bij schade die we met opzet of door
            grove nalatigheid veroorzaken.
          </p>
        </>
      ),
    },
    {
      title: 'Wijziging van de voorwaarden',
      id: 'modification-of-terms',
      content: (
        <>
          <p>
            We kunnen deze voorwaarden af en toe bijwerken, bijvoorbeeld als we nieuwe functies toevoegen of
            als de wet verandert. Als we dat doen, passen we de ingangsdatum bovenaan deze pagina aan.
          </p>
          <p>
            Voor een aankoop gelden de voorwaarden die van kracht waren op de dag van die aankoop. Als u de
            website na een wijziging blijft gebruiken, gelden voor dat gebruik de nieuwe voorwaarden.
          </p>
        </>
      ),
    },
    {
      title: 'Toepasselijk recht',
      id: 'governing-law',
      content: (
        <>
          <p>Op deze voorwaarden is het recht van de Europese Unie van toepassing.</p>
          <p>
            Bent u consument? Dan verliest u hierdoor niet de bescherming die u hebt volgens het dwingende
            consumentenrecht van het land waar u woont.
          </p>
          <p>Hebt u een probleem? Neem dan eerst contact met ons op. We helpen graag om het op te lossen.</p>
        </>
      ),
    },
    {
      title: 'Contact',
      id: 'contact-information',
      content: <p>Hebt u vragen over deze voorwaarden? Stuur ons dan een e-mail via {contact}.</p>,
    },
    {
      title: 'Taalversies',
      id: 'language-versions',
      content: (
        <p>
          Deze voorwaarden zijn een vertaling van de Engelse versie. Als de twee versies van elkaar
          verschillen, geldt de versie die voor u als consument het gunstigst is.
        </p>
      ),
    },
  ];

  return {
    title: 'Algemene voorwaarden',
    intro: (
      <p>
        Deze voorwaarden leggen uit welke regels gelden als u Traitscope gebruikt en een Volledig rapport
        koopt. We hebben ze zo kort en duidelijk mogelijk gehouden. Het belangrijkste: onze zelfinschattingen
        geven u informatie, geen diagnose.
      </p>
    ),
    sections,
  };
}
