// Written by `npm run translations:records` from ../../nl.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'adhd-1': 'Als ik iets belangrijks lees, dwalen mijn gedachten vaak ergens halverwege af.',
  'adhd-2':
    'Terwijl ik naar iemand luister, zijn mijn handen vaak bezig, bijvoorbeeld door met een pen te klikken.',
  'adhd-3': 'Als ik eenmaal aan een klus in huis begin, zoals een lade opruimen, maak ik die af.',
  'adhd-4':
    'Ik vergeet vaak dingen waarvan ik had gezegd dat ik ze zou doen, zoals een brief op de post doen.',
  'adhd-5': 'Vaak stuur ik snel een bericht en had ik achteraf liever gewacht.',
  'adhd-6': 'Mijn week vooruit plannen gaat me gemakkelijk af.',
  'adhd-7': 'Als ik stilzit zonder iets te doen, word ik al snel onrustig.',
  'adhd-8': 'Ik begin vaak pas aan grote taken als de deadline heel dichtbij is.',
  'adhd-9': 'Op vakantie ga ik al snel op zoek naar iets om me bezig te houden.',
  'adhd-10': 'Een paar dagen wachten voordat ik iets koop wat ik wil hebben, vind ik gemakkelijk.',
};
