/** The words of the Complete Report's referral routes in German; see ../en/report-routes.ts. */
import type { CountryCode } from '../../report/countries.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const topicLabels: Readonly<Record<ReportTopic, string>> = {
  autism: 'Autismus',
  adhd: 'ADHS',
  sensory: 'Reizverarbeitung',
  dyspraxia: 'Dyspraxie (DCD)',
  dyslexia: 'Legasthenie',
};
export const topicLabelsAnd = ' und ';

export const countryNames: Readonly<Record<CountryCode, string>> = {
  DE: 'Deutschland',
  FR: 'Frankreich',
  IT: 'Italien',
  ES: 'Spanien',
  NL: 'Niederlande',
  PL: 'Polen',
  BE: 'Belgien',
  SE: 'Schweden',
  AT: 'Österreich',
  IE: 'Irland',
  GB: 'Vereinigtes Königreich',
};

export const whoAssesses: Readonly<Record<ReportTopic, string>> = {
  autism:
    'Autismus bei Erwachsenen wird von dafür ausgebildeten klinischen Fachleuten abgeklärt, die oft im Team arbeiten. Zu einer Abklärung gehören meist Fragebögen, ein Gespräch oder eine Beobachtung und eine Erhebung Ihrer Entwicklungsgeschichte, oft mit Angaben von jemandem, der Sie schon lange kennt.',
  adhd: 'ADHS bei Erwachsenen wird von einer in ADHS geschulten Fachperson für psychische Gesundheit abgeklärt, oft von einer Psychiaterin oder einem Psychiater. Dabei geht es um Ihr heutiges Leben und um Ihre Kindheit, weil ADHS-Merkmale der Erwartung nach schon damals begonnen haben.',
  sensory:
    'Unterschiede in der Reizverarbeitung sind im DSM-5 keine eigene Diagnose. Eine Ergotherapeutin oder ein Ergotherapeut kann sich Ihre sensorischen Bedürfnisse ansehen, und eine Ärztin oder ein Arzt kann prüfen, ob etwas anderes, etwa Autismus oder ADHS, sie mit erklärt.',
  dyspraxia:
    'Bei Dyspraxie, auch entwicklungsbedingte Koordinationsstörung (DCD) genannt, kann Ihre Hausärztin oder Ihr Hausarzt Sie an eine Fachperson für Physiotherapie oder Ergotherapie überweisen. Diese sieht sich Ihre Bewegungen und Ihre Fertigkeiten im Alltag an und kann Sie dabei unterstützen.',
  dyslexia:
    'Legasthenie bei Erwachsenen wird von einer Psychologin oder einem Psychologen oder von einer spezialisierten Lehrkraft mit Ausbildung in Diagnostik abgeklärt, in manchen Ländern auch von einer Logopädin oder einem Logopäden. Für Erwachsene wird die Abklärung oft privat organisiert oder über eine Bildungseinrichtung oder den Arbeitgeber.',
};

const nlSpecialistTeams =
  'Für eine Abklärung auf Autismus oder ADHS überweist Sie die Hausarztpraxis (huisarts) an einen Anbieter der psychischen Gesundheitsversorgung (GGZ). Die Wartezeiten unterscheiden sich von Anbieter zu Anbieter; wenn die Wartezeit zu lang ist, kann Ihre Krankenversicherung (zorgverzekeraar) Ihnen helfen, einen Anbieter mit kürzerer Wartezeit zu finden (wachtlijstbemiddeling).';

const seNeuropsychiatricAssessment =
  'Bei Erwachsenen werden Autismus und ADHS in einer gemeinsamen neuropsychiatrischen Abklärung (neuropsykiatrisk utredning) betrachtet. Wenn Sie noch keinen Kontakt zur Versorgung haben, beginnen Sie bei Ihrem Gesundheitszentrum (vårdcentral); 1177.se beschreibt, wie die Abklärung abläuft.';

export const routeTexts: Readonly<
  Record<CountryCode, { firstStep: string; notes: Readonly<Record<ReportTopic, string>> }>
> = {
  DE: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt. Dort können Sie eine Überweisung zu einer Fachärztin oder einem Facharzt bekommen. Der Terminservice unter 116117 oder auf 116117.de vermittelt Facharzttermine mit dem Vermittlungscode auf einer solchen Überweisung. Für ein erstes Gespräch bei einer Psychotherapeutin oder einem Psychotherapeuten (psychotherapeutische Sprechstunde) brauchen Sie keine Überweisung: Auch diesen Termin vermittelt die 116117.',
    notes: {
      autism:
        'Erwachsene stellen sich meist zuerst bei einer Fachperson für Psychiatrie oder Psychotherapie vor und dann in einem spezialisierten Zentrum; davon gibt es für Erwachsene weniger. autismus Deutschland e.V. berichtet von Wartezeiten von ein bis zwei Jahren und von Wartelisten, die fast überall geschlossen sind.',
      adhd: 'ADHS bei Erwachsenen wird von einer Fachperson für psychische Gesundheit abgeklärt. Bitten Sie Ihre Hausärztin oder Ihren Hausarzt um eine Überweisung zu einer Fachärztin oder einem Facharzt für Psychiatrie und Psychotherapie.',
      sensory:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob eine Verordnung für Ergotherapie bei sensorischen Bedürfnissen im Alltag helfen könnte.',
      dyspraxia:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt nach einer Überweisung zu einer Neurologin oder einem Neurologen oder nach einer Verordnung für Ergotherapie oder Physiotherapie.',
      dyslexia:
        'Fragen Sie eine Psychologin, einen Psychologen oder eine Fachperson für Psychotherapie nach einer Abklärung auf eine Lese-Rechtschreibstörung (Legasthenie) und Ihre Krankenversicherung, ob sie die Kosten übernimmt. Der Bundesverband Legasthenie und Dyskalkulie (BVL) ist der nationale Verband.',
    },
  },
  FR: {
    firstStep:
      'Beginnen Sie bei Ihrer eingetragenen Hausärztin oder Ihrem eingetragenen Hausarzt (médecin traitant). Eine Überweisung von dort hält Sie im koordinierten Versorgungspfad (parcours de soins coordonnés), und davon hängt ab, wie viel erstattet wird.',
    notes: {
      autism:
        'Jede Region hat ein Centre Ressources Autisme (CRA), das autistische Menschen und Familien informiert und Ihnen sagen kann, welche Teams in Ihrer Nähe Erwachsene abklären. Das CRA selbst klärt nur komplexe Fälle ab, die meist von einem anderen Team überwiesen werden.',
      adhd: 'Ihre Hausärztin oder Ihr Hausarzt kann Sie innerhalb des Versorgungspfads an eine Psychiaterin oder einen Psychiater überweisen. HyperSupers – TDAH France bietet Informationen für Erwachsene mit ADHS.',
      sensory:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt, ob eine Ergotherapeutin oder ein Ergotherapeut (ergothérapeute) bei sensorischen Bedürfnissen im Alltag helfen könnte.',
      dyspraxia:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt nach einem Termin bei einer Fachperson für Ergotherapie (ergothérapeute), für Psychomotorik (psychomotricien) oder für Neuropsychologie.',
      dyslexia:
        'Eine Logopädin oder ein Logopäde (orthophoniste) kann Legasthenie abklären (bilan orthophonique). Die Abklärung wird erstattet, wenn eine Ärztin oder ein Arzt sie verordnet hat.',
    },
  },
  IT: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt (medico di medicina generale). Dort kann man Ihnen sagen, welche Dienste Ihrer örtlichen Gesundheitsbehörde Erwachsene betreuen. Die Dienste und ihre Bezeichnungen unterscheiden sich von Region zu Region.',
    notes: {
      autism:
        'Manche örtlichen Gesundheitsbehörden haben in ihrer Abteilung für psychische Gesundheit eine Autismus-Ambulanz für Erwachsene. Fragen Sie Ihre Ärztin oder Ihren Arzt, ob es in Ihrer Gegend eine gibt.',
      adhd: 'Eine Studie über öffentliche Dienste fand in Italien nur wenige Zentren, die auf ADHS bei Erwachsenen spezialisiert sind. Fragen Sie Ihre Ärztin oder Ihren Arzt oder das örtliche Zentrum für psychische Gesundheit (Centro di Salute Mentale), wo Erwachsene abgeklärt werden.',
      sensory:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob eine Ergotherapeutin oder ein Ergotherapeut (terapista occupazionale) bei sensorischen Bedürfnissen helfen könnte.',
      dyspraxia:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt nach einem Termin in der Neurologie oder bei einer Fachperson für Rehabilitation (fisiatra). Dort wird gegebenenfalls eine Fachperson für Ergotherapie hinzugezogen.',
      dyslexia:
        'Spezifische Lernstörungen (DSA) sind nach dem Gesetz 170/2010 anerkannt. Die Diagnose wird im nationalen Gesundheitsdienst gestellt; wo das nicht möglich ist, kann eine Region akkreditierten Fachleuten erlauben, sie zu stellen. AID – Associazione Italiana Dislessia hat erwachsene Mitglieder.',
    },
  },
  ES: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt (médico de familia) in Ihrem Gesundheitszentrum (centro de salud). Dort kann man Sie an ein Zentrum für psychische Gesundheit für Erwachsene (centro de salud mental) überweisen.',
    notes: {
      autism:
        'Für Erwachsene kann die Hausärztin oder der Hausarzt Sie an ein Zentrum für psychische Gesundheit für Erwachsene oder an eine auf Autismus spezialisierte Krankenhausabteilung überweisen. Die Mitgliedsorganisationen von Autismo España kennen die Angebote vor Ort.',
      adhd: 'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt nach einer Überweisung an das Zentrum für psychische Gesundheit für Erwachsene, zur Abklärung auf ADHS. Die Mitgliedsvereine von FEAADAH können Erfahrungen vor Ort weitergeben.',
      sensory:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob eine Ergotherapeutin oder ein Ergotherapeut (terapeuta ocupacional) bei sensorischen Bedürfnissen helfen könnte.',
      dyspraxia:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt nach einer Überweisung in die Neurologie oder an einen Rehabilitationsdienst; dort wird gegebenenfalls eine Fachperson für Ergotherapie hinzugezogen.',
      dyslexia:
        'Fragen Sie eine Psychologin, einen Psychologen oder eine Fachperson für Neuropsychologie nach einer Abklärung auf Legasthenie und, wenn Sie studieren, die Unterstützungsstelle Ihrer Universität.',
    },
  },
  NL: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt (huisarts). Viele Praxen haben eine Praxisfachkraft für psychische Gesundheit (POH-GGZ), mit der Sie zuerst alles besprechen können. Für eine Abklärung kann die Hausarztpraxis Sie an die psychische Gesundheitsversorgung (GGZ) überweisen.',
    notes: {
      autism: nlSpecialistTeams,
      adhd: nlSpecialistTeams,
      sensory:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt (huisarts), ob eine Ergotherapeutin oder ein Ergotherapeut (ergotherapeut) bei sensorischen Bedürfnissen im Alltag helfen könnte.',
      dyspraxia:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt (huisarts) nach einer Überweisung zu einer Fachärztin oder einem Facharzt für Rehabilitation (revalidatiearts); eine Ergotherapeutin oder ein Ergotherapeut (ergotherapeut) kann bei Aufgaben im Alltag helfen.',
      dyslexia:
        'Für Erwachsene übernimmt die Krankenversicherung eine Abklärung auf Legasthenie (dyslexieonderzoek) nicht. Eine Legasthenie-Bescheinigung (dyslexieverklaring) brauchen Sie für Nachteilsausgleiche im Studium, etwa mehr Zeit bei Prüfungen; Impuls & Woortblind empfiehlt eine Fachperson, die beim Qualitätsinstitut NKD registriert ist.',
    },
  },
  PL: {
    firstStep:
      'Im öffentlichen System (NFZ) können Sie ohne Überweisung zu einer Psychiaterin oder einem Psychiater gehen, zum Beispiel in einer Ambulanz für psychische Gesundheit (poradnia zdrowia psychicznego). Auch Ihre Ärztin oder Ihr Arzt in der Grundversorgung (lekarz POZ) kann Sie beraten.',
    notes: {
      autism:
        'Fragen Sie eine Psychiaterin oder einen Psychiater im NFZ nach einer Abklärung auf Autismus für Erwachsene. Fundacja JiM und Porozumienie Autyzm-Polska unterstützen autistische Erwachsene und ihre Familien.',
      adhd: 'Zu einer Psychiaterin oder einem Psychiater im NFZ können Sie ohne Überweisung gehen; fragen Sie dort nach einer Abklärung auf ADHS für Erwachsene. Die Wartezeiten unterscheiden sich von Ambulanz zu Ambulanz.',
      sensory:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob eine Fachperson für Ergotherapie (terapeuta zajęciowy) oder Physiotherapie bei sensorischen Bedürfnissen helfen könnte.',
      dyspraxia:
        'Jede Ärztin und jeder Arzt im NFZ kann Sie zur Physiotherapie oder in eine Rehabilitationsambulanz überweisen; fragen Sie Ihre Ärztin oder Ihren Arzt in der Grundversorgung, ob Sie auch neurologisch untersucht werden sollten.',
      dyslexia:
        'Fragen Sie eine Psychologin oder einen Psychologen nach einer Abklärung auf Legasthenie. Die Polskie Towarzystwo Dysleksji bietet Informationen und hat regionale Zweigstellen.',
    },
  },
  BE: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt (huisarts oder médecin généraliste). Fragen Sie dort, welche Dienste in Ihrer Region Erwachsene abklären, und bitten Sie um eine Überweisung, wo eine nötig ist.',
    notes: {
      autism:
        'Belgien hat Referenzzentren für Autismus (referentiecentra autisme / centres de référence autisme), die Kinder und Erwachsene abklären; Sie können sich selbst an eines wenden. Manche nehmen nur Kinder an, und die Wartezeiten für Erwachsene können sehr lang sein, manchmal viele Jahre.',
      adhd: 'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt nach einer Überweisung zu einer Psychiaterin oder einem Psychiater, zur Abklärung auf ADHS. ZitStil in Flandern arbeitet auch mit Jugendlichen und jungen Erwachsenen.',
      sensory:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt, ob eine Ergotherapeutin oder ein Ergotherapeut (ergotherapeut / ergothérapeute) bei sensorischen Bedürfnissen helfen könnte.',
      dyspraxia:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt nach einer Überweisung zu einer Ärztin oder einem Arzt für Neurologie oder Rehabilitation; dort wird gegebenenfalls eine Fachperson für Ergotherapie hinzugezogen.',
      dyslexia:
        'Eine Logopädin oder ein Logopäde (logopedist / logopède) kann Lesen und Schreiben abklären. Fragen Sie Ihre Krankenkasse (ziekenfonds / mutualité), ob eine Abklärung für Erwachsene erstattet wird.',
    },
  },
  SE: {
    firstStep:
      'Beginnen Sie bei Ihrem Gesundheitszentrum (vårdcentral). 1177, die nationale Gesundheitsberatung (Telefon 1177 oder 1177.se), ist Tag und Nacht erreichbar und erklärt, wie die Versorgung in Ihrer Region funktioniert.',
    notes: {
      autism: seNeuropsychiatricAssessment,
      adhd: seNeuropsychiatricAssessment,
      sensory:
        'Fragen Sie in Ihrem Gesundheitszentrum (vårdcentral) nach einem Termin bei einer Ergotherapeutin oder einem Ergotherapeuten (arbetsterapeut).',
      dyspraxia:
        'Fragen Sie in Ihrem Gesundheitszentrum (vårdcentral) nach einem Termin bei einer Fachperson für Ergotherapie (arbetsterapeut) oder Physiotherapie (fysioterapeut).',
      dyslexia:
        'Fragen Sie in Ihrem Gesundheitszentrum (vårdcentral) oder bei einer Logopädin oder einem Logopäden (logoped) nach einer Abklärung auf Legasthenie. Dyslexiförbundet ist der nationale Verband.',
    },
  },
  AT: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt. Dort können Sie eine Überweisung zu einer Fachärztin oder einem Facharzt bekommen. Die Gesundheitsberatung 1450 ist Tag und Nacht erreichbar. Viele Fachärztinnen und Fachärzte sind Wahlärzte: Sie bezahlen sie zuerst, und Ihre Krankenversicherung erstattet bis zu 80 Prozent dessen, was sie einer Vertragsärztin oder einem Vertragsarzt zahlen würde.',
    notes: {
      autism:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt nach einer Überweisung zu einer Fachperson für Psychiatrie oder klinische Psychologie mit Erfahrung in Autismus. Die Österreichische Autistenhilfe betreibt ein Zentrum für Diagnostik und Therapie.',
      adhd: 'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt nach einer Überweisung zu einer Fachärztin oder einem Facharzt für Psychiatrie, zur Abklärung auf ADHS.',
      sensory:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob Ergotherapie bei sensorischen Bedürfnissen helfen könnte.',
      dyspraxia:
        'Fragen Sie Ihre Ärztin oder Ihren Arzt nach einer Überweisung zu einer Neurologin oder einem Neurologen oder nach einer Verordnung für Ergotherapie.',
      dyslexia:
        'Fragen Sie eine Klinische Psychologin oder einen Klinischen Psychologen nach einer Abklärung auf Legasthenie und Ihre Krankenversicherung, was sie übernimmt.',
    },
  },
  IE: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt. Dort kann man Sie an das örtliche gemeindenahe Team der HSE für die psychische Gesundheit Erwachsener überweisen.',
    notes: {
      autism:
        'Das Autism Assessment and Intervention Pathway Protocol der HSE (26. Mai 2026) schließt erstmals Erwachsene ein, und Erwachsene können sich selbst anmelden. Es wird ab dem dritten Quartal 2026 eingeführt und ist in Ihrer Gegend vielleicht noch nicht verfügbar. AsIAm bietet Informationen für Erwachsene.',
      adhd: 'ADHS-Ambulanzen der HSE für Erwachsene gibt es bisher nur in manchen Gegenden. Ihre Hausärztin oder Ihr Hausarzt überweist Sie an das örtliche gemeindenahe Team für die psychische Gesundheit Erwachsener; dieses führt ein Screening durch und kann Sie an eine Ambulanz weiterüberweisen, wo es eine gibt. ADHD Ireland bietet Selbsthilfegruppen für Erwachsene an.',
      sensory:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt, ob eine Ergotherapeutin oder ein Ergotherapeut bei sensorischen Bedürfnissen helfen könnte, und nach öffentlichen oder privaten Möglichkeiten.',
      dyspraxia:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt nach einer Überweisung zu einer Fachperson für Ergotherapie oder Physiotherapie. Dyspraxia/DCD Ireland hat ein Beratungstelefon.',
      dyslexia:
        'Erwachsene werden meist von einer Psychologin oder einem Psychologen abgeklärt, oft privat. Die Dyslexia Association of Ireland bietet Informationen zur Abklärung.',
    },
  },
  GB: {
    firstStep:
      'Beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt. Wenn Sie in England zur Abklärung auf ADHS oder Autismus überwiesen werden, können Sie wählen, welcher vom NHS finanzierte Anbieter Sie abklärt (Right to Choose). In Schottland, Wales und Nordirland sind die Wege anders.',
    notes: {
      autism:
        'Ihre Hausärztin oder Ihr Hausarzt kann Sie an einen Dienst zur Autismus-Abklärung für Erwachsene überweisen. Die National Autistic Society bietet Rat für autistische Erwachsene.',
      adhd: 'Ihre Hausärztin oder Ihr Hausarzt kann Sie an einen ADHS-Dienst für Erwachsene überweisen. Laut NICE sollen Erwachsene an eine in ADHS geschulte Fachperson für psychische Gesundheit überwiesen werden.',
      sensory:
        'Fragen Sie Ihre Hausärztin oder Ihren Hausarzt, wie Sie einen Termin in der Ergotherapie bekommen, um Unterstützung bei sensorischen Bedürfnissen zu erhalten.',
      dyspraxia:
        'Ihre Hausärztin oder Ihr Hausarzt kann Sie an eine Fachperson für Physiotherapie oder Ergotherapie überweisen. Movement Matters bietet Informationen für Erwachsene und Arbeitgeber.',
      dyslexia:
        'Der NHS bezahlt keine Abklärung auf Legasthenie für Erwachsene. Eine beim HCPC registrierte Psychologin oder ein dort registrierter Psychologe oder eine spezialisierte Lehrkraft mit einem Assessment Practising Certificate kann Sie abklären; die British Dyslexia Association erklärt die Möglichkeiten.',
    },
  },
};

export const elsewhereRoute =
  'In anderen Ländern beginnen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt oder in der Grundversorgung. Autism-Europe, ADHD-Europe und die European Dyslexia Association führen Listen ihrer Mitgliedsvereine, die Ihnen helfen können, Unterstützung in Ihrer Nähe zu finden.';

export const appointmentPreparation: readonly string[] = [
  'Nehmen Sie diesen Bericht mit oder nur die Seite für Ihre behandelnde Fachperson.',
  'Schreiben Sie drei oder vier aktuelle, konkrete Beispiele dafür auf, was Ihnen schwerfällt und was hilft.',
  'Notieren Sie, was Sie noch aus Ihrer Kindheit wissen, etwa aus Schulzeugnissen oder aus den Erinnerungen von Familienangehörigen.',
  'Fragen Sie, wie lange die Wartezeit ist, was es kosten wird und welche Unterstützung es während der Wartezeit gibt.',
  'Sie können gern eine Vertrauensperson mitbringen und darum bitten, Fragen schriftlich zu bekommen oder mehr Zeit zu haben.',
];
