/** The 'Did you know?' facts' words in Italian, by fact id (see ../en/facts.ts). */
export const funFactTexts = {
  'fact-1':
    'L’Organizzazione Mondiale della Sanità stima che nel mondo circa 1 bambino su 100 sia autistico, e osserva che spesso l’autismo viene diagnosticato molto più tardi.',
  'fact-2':
    'Molte persone autistiche adulte descrivono il «camouflaging»: nascondere consapevolmente i propri tratti, o aggirarli, nelle situazioni sociali. Molte dicono che mantenerlo nel tempo è faticoso.',
  'fact-3':
    'In uno studio, una storia passata lungo una catena di persone adulte autistiche ha conservato i dettagli quanto una storia passata tra persone adulte non autistiche. Nelle catene miste i dettagli si sono persi più in fretta.',
  'fact-4':
    'Negli studi di medicina generale del Regno Unito, le diagnosi di autismo registrate sono aumentate molto tra il 1998 e il 2018, soprattutto tra le persone adulte. Il gruppo di ricerca collega questo aumento principalmente a un migliore riconoscimento.',
  'fact-5':
    'Persone autistiche adulte intervistate sullo stimming, come dondolarsi o giocherellare con qualcosa, lo hanno descritto come un modo utile per calmarsi o per esprimere emozioni forti.',
  'fact-6':
    'Una rassegna di 96 studi ha rilevato che circa il 28% delle persone autistiche ha anche una diagnosi di ADHD: in quella rassegna è la condizione associata più comune.',
  'fact-7':
    'Dal 2013 il principale manuale diagnostico statunitense indica il reagire troppo o troppo poco alle sensazioni, come suoni o consistenze, tra i modi in cui l’autismo può manifestarsi.',
  'fact-8':
    'Venti indagini nazionali e regionali condotte con l’Organizzazione Mondiale della Sanità hanno rilevato che, in media, circa il 2,8% delle persone adulte ha l’ADHD, e che spesso non viene riconosciuto.',
  'fact-9':
    'Nelle persone adulte l’iperattività si manifesta spesso come una sensazione interiore di irrequietezza, più che correndo o arrampicandosi.',
  'fact-10':
    'Nelle ragazze e nelle donne l’ADHD viene spesso riconosciuto più tardi, anche perché i tratti di disattenzione sono più silenziosi e passano inosservati più facilmente di quelli di iperattività.',
  'fact-11':
    'Le persone adulte con più tratti ADHD riferiscono di vivere più spesso, nella vita quotidiana, l’«iperfocalizzazione»: un assorbimento profondo in un’attività.',
  'fact-12':
    'Intervistate da un gruppo di ricerca, persone adulte con ADHD che hanno avuto successo hanno descritto aspetti positivi come energia, pensiero creativo, coraggio e resilienza.',
  'fact-13':
    'Nella popolazione generale, le persone con più tratti ADHD tendono a riferire una maggiore sensibilità agli stimoli, che riguarda diversi sensi.',
  'fact-14':
    'La disprassia (disturbo della coordinazione motoria) e l’ADHD si presentano spesso insieme: una rassegna del 2023 osserva che coesistono in circa la metà dei casi.',
  'fact-15': 'Dislessia e ADHD si presentano spesso insieme nella stessa persona.',
  'fact-16':
    'Oltre a vista, udito, tatto, gusto e olfatto, il suo corpo percepisce anche la propria posizione e il proprio movimento. Questo senso si chiama propriocezione.',
  'fact-17':
    'Nel 1997 la psicologa Elaine Aron e lo psicologo Arthur Aron hanno introdotto l’idea di «sensory processing sensitivity» (sensibilità di elaborazione sensoriale), per descrivere le persone che notano ed elaborano le esperienze in profondità.',
  'fact-18':
    'La ricerca descrive la sensibilità di elaborazione sensoriale come un tratto comune, in parte ereditario. Le persone sensibili possono risentire di più degli ambienti difficili, e anche trarre più beneficio da quelli che le sostengono.',
  'fact-19':
    'La terapista occupazionale Winnie Dunn ha descritto quattro modi in cui le persone rispondono alle sensazioni: notare meno, cercare di più, essere sensibili ed evitare.',
  'fact-20':
    'L’interocezione è la percezione dei segnali che arrivano dall’interno del corpo, come fame, sete o battito accelerato. La ricerca sta studiando il suo legame con la salute mentale.',
  'fact-21':
    'Si stima che il disturbo della coordinazione motoria, spesso chiamato disprassia, riguardi circa 1 bambino su 20.',
  'fact-22':
    'La disprassia riguarda il movimento e la coordinazione. Si presenta in persone con qualsiasi livello di capacità intellettive.',
  'fact-23':
    'Le differenze di coordinazione che iniziano nell’infanzia spesso continuano in età adulta: per questo le linee guida internazionali ora includono raccomandazioni anche per le persone adulte.',
  'fact-24':
    'La British Dyslexia Association stima che circa 1 persona su 10 sia interessata dalla dislessia in qualche misura.',
  'fact-25':
    'Un’influente rassegna britannica ha descritto la dislessia come un continuum e non come una categoria a sé, senza soglie nette.',
  'fact-26':
    'La parola «dislessia» è stata introdotta negli anni Ottanta dell’Ottocento da Rudolf Berlin, un oculista tedesco.',
  'fact-27':
    'La comunità scientifica descrive la dislessia come una differenza nel modo in cui il cervello elabora il linguaggio. Non è causata da problemi di vista.',
  'fact-28':
    'In uno studio, aggiungere semplicemente più spazio tra le lettere ha aiutato bambini con dislessia a leggere più velocemente e con più precisione, senza alcun allenamento.',
  'fact-29':
    'La parola «neurodiversità» è comparsa alla fine degli anni Novanta. È associata soprattutto alla sociologa australiana Judy Singer e allo scrittore Harvey Blume.',
  'fact-30':
    'Le differenze del neurosviluppo si sovrappongono spesso. Lo psichiatra Christopher Gillberg ha coniato il termine ESSENCE per incoraggiare a considerarle insieme, anziché una alla volta.',
  'fact-31':
    'Il NICE suggerisce al personale sanitario di prendere in considerazione il questionario AQ-10 quando valuta se offrire a una persona adulta una valutazione completa dell’autismo: è da questa valutazione che arriva una diagnosi. Il questionario di questo sito non è l’AQ-10.',
  'fact-32':
    'In psicologia si descrivono spesso tre funzioni esecutive di base: tenere a mente le informazioni, resistere a distrazioni e impulsi, e passare in modo flessibile da un compito all’altro.',
  'fact-33':
    'Una nota rassegna ha concluso che le persone adulte riescono a tenere a mente solo circa quattro «blocchi» di informazioni alla volta. Liste e promemoria alleggeriscono un po’ questo carico.',
};
