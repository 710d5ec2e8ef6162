// Written by `npm run translations:records` from ../../es.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'asd-1': 'Si las personas que están en una sala acaban de discutir, lo noto en cuanto entro.',
  'asd-2': 'Un ruido suave y constante, como el de un ventilador, puede hacer que me cueste pensar.',
  'asd-3': 'Preguntar a la gente cómo le ha ido el día me sale de forma natural.',
  'asd-4':
    'Cuando miro la carta de un restaurante, veo una falta de ortografía antes de fijarme en los platos.',
  'asd-5': 'Me cuesta distinguir si una persona es simpática conmigo o solo está siendo educada.',
  'asd-6': 'Siento tensión hasta que sé exactamente cómo va a ser mi día.',
  'asd-7': 'Mis intereses son mucho más intensos que los de la gente de mi entorno.',
  'asd-8': 'Si alguien junto a una ventana abierta dice que hace frío, sé que le gustaría que se cerrara.',
  'asd-9': 'Las etiquetas de la ropa en contacto con la piel me molestan mucho.',
  'asd-10': 'Unirme a una conversación que ya ha empezado me resulta fácil.',
  'asd-11':
    'Si, de camino a una cafetería, la persona que me acompaña propone ir a otra, acepto el cambio con gusto.',
  'asd-12':
    'Hay gente que me ha invitado a su casa y ha tenido que decirme directamente que era hora de irme.',
  'asd-13':
    'Cuando estoy con otras personas, mantengo el cuerpo quieto de forma consciente, para que parezca que soy como los demás.',
  'asd-14': 'Cuando le cuento a alguien un viaje, me centro en lo principal.',
  'asd-15':
    'Cuando alguien me enseña una forma nueva de hacer una tarea que ya conozco, la pruebo con gusto.',
  'asd-16': 'Me cuesta darme cuenta de cuándo alguien habla con sarcasmo.',
  'asd-17': 'Me siento a gusto en lugares ruidosos y con mucha gente, como un centro comercial.',
  'asd-18': 'Cuando tengo tiempo libre, casi siempre lo dedico a uno o dos intereses, siempre los mismos.',
  'asd-19':
    'Miro a un punto cerca de los ojos de las personas para que parezca que mantengo el contacto visual.',
  'asd-20': 'Encajar en un grupo me agota.',
};
