// Written by `npm run translations:records` from ../../it.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'spd-1':
    'I rumori forti e improvvisi, come una porta che sbatte, mi fanno sobbalzare più che alla maggior parte delle persone.',
  'spd-2': 'Mi trovo a mio agio sotto luci intense, come quelle di un supermercato.',
  'spd-3':
    'Un tocco leggero e inaspettato, come quando qualcuno mi sfiora passando, mi dà una sensazione sgradevole.',
  'spd-4': "Gli odori forti, come il profumo di qualcuno sull'autobus, per me sono facili da ignorare.",
  'spd-5': 'Quando succedono molte cose insieme, come a una festa, mi sento presto in sovraccarico.',
  'spd-6': 'Dopo aver lasciato un luogo rumoroso e affollato, ritrovo la calma nel giro di pochi minuti.',
  'spd-7': 'Vado in cerca di sensazioni forti, come le giostre veloci o la musica ad altissimo volume.',
  'spd-8': 'Spesso mi accorgo di avere fame solo quando ho urgente bisogno di mangiare.',
  'spd-9':
    'Sento ancora un odore, come quello della cena di ieri sera, anche dopo che gli altri dicono che è sparito.',
};
