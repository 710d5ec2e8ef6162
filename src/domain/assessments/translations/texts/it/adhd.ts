// Written by `npm run translations:records` from ../../it.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'adhd-1': 'Quando leggo qualcosa di importante, spesso a un certo punto la mia mente si mette a vagare.',
  'adhd-2': 'Mentre ascolto qualcuno, spesso ho le mani occupate, per esempio facendo scattare una penna.',
  'adhd-3': 'Quando comincio un lavoro in casa, come riordinare un cassetto, lo porto a termine.',
  'adhd-4': 'Spesso dimentico cose che avevo detto che avrei fatto, come imbucare una lettera.',
  'adhd-5': 'Spesso invio un messaggio in fretta e poi vorrei aver aspettato.',
  'adhd-6': 'Programmare la mia settimana in anticipo mi viene facile.',
  'adhd-7': 'Stare senza fare niente mi mette presto a disagio.',
  'adhd-8': 'Spesso inizio i compiti impegnativi solo quando la scadenza è molto vicina.',
  'adhd-9': 'In vacanza, dopo poco comincio a cercare qualcosa da fare.',
  'adhd-10': 'Per me è facile aspettare qualche giorno prima di comprare qualcosa che desidero.',
};
