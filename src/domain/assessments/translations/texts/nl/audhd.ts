// Written by `npm run translations:records` from ../../nl.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'audhd-1': 'Tijdens een film dwalen mijn gedachten vaak af van het verhaal.',
  'audhd-2': 'Als ik eenmaal van streek ben, duurt het lang voordat ik weer tot rust kom.',
  'audhd-3': 'Als ik iemand voor het eerst ontmoet, heb ik snel een beeld van wat voor iemand het is.',
  'audhd-4': 'Ik weet meestal precies waar ik mijn sleutels heb neergelegd.',
  'audhd-5': "Voordat ik naar een nieuwe plek ga, bestudeer ik foto's en kaarten ervan tot in detail.",
  'audhd-6': 'Mensen die me goed kennen, maken opmerkingen over hoeveel ik friemel en wiebel.',
  'audhd-7': 'Eén regel in een ander lettertype valt me meteen op.',
  'audhd-8':
    'Ik begin vaak aan nieuwe projecten voordat ik de projecten waarmee ik al bezig ben, heb afgemaakt.',
  'audhd-9': 'Vrienden zien me als een expert in iets waarover ik in mijn vrije tijd heb geleerd.',
  'audhd-10':
    'Terwijl ik aan het werk ben, merk ik vaak dat mijn gedachten naar een ander onderwerp zijn afgedwaald.',
  'audhd-11': 'Ik houd mijn echte interesses voor me, zodat ik erbij hoor.',
  'audhd-12': 'Ik denk na voordat ik iets zeg, ook als ik enthousiast ben.',
  'audhd-13': 'Smalltalk is een vaardigheid die ik bewust heb moeten aanleren.',
  'audhd-14': 'Ik kom vaker te laat op afspraken dan de meeste mensen die ik ken.',
  'audhd-15': 'Op drukke, lawaaierige plekken kan er een moment komen waarop alles me te veel wordt.',
  'audhd-16':
    'Als een vertrouwde plek verandert, bijvoorbeeld een winkel die anders is ingedeeld, wen ik daar snel aan.',
  'audhd-17': 'Ik handel brieven en rekeningen af kort nadat ik ze heb ontvangen.',
  'audhd-18': 'Helder daglicht is aangenaam voor mijn ogen.',
  'audhd-19': 'Op een druk feest verdwijnt het lawaai naar de achtergrond zodra ik met iemand praat.',
  'audhd-20': 'Mijn gedachten springen vaak snel van het ene idee naar het andere.',
  'audhd-21': 'Sociaal contact kost me veel meer moeite dan de mensen om me heen zouden denken.',
  'audhd-22': 'Als ik opga in een taak, moeten mensen mijn naam meerdere keren zeggen.',
  'audhd-23': 'Ik vind het moeilijk om de toon van een kort tekstbericht in te schatten.',
  'audhd-24': 'Ik neem vaak grote beslissingen in een opwelling.',
  'audhd-25':
    'Als ik van streek ben, kom ik tot rust door iets te leren over een onderwerp dat me fascineert.',
  'audhd-26': 'Hoe vaak ik ook opruim, het wordt bij mij al snel weer rommelig.',
  'audhd-27':
    'Ik voel me aangetrokken tot onderwerpen met duidelijke regels, zoals wiskunde of dienstregelingen.',
  'audhd-28':
    'Zelfs bij een eenvoudige taak, zoals een bericht beantwoorden, kan het dagen duren voordat ik eraan begin.',
  'audhd-29': 'Als iemand me slecht nieuws vertelt, weet ik wat ik moet zeggen.',
  'audhd-30': 'Ik kan mijn aandacht bij een lang artikel houden, van begin tot eind.',
};
