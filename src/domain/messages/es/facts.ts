/** The 'Did you know?' facts' words in Spanish, by fact id (see ../en/facts.ts). */
export const funFactTexts = {
  'fact-1':
    'La Organización Mundial de la Salud calcula que en el mundo alrededor de 1 de cada 100 niños y niñas es autista, y señala que el autismo a menudo no se diagnostica hasta mucho más tarde.',
  'fact-2':
    'Muchas personas autistas adultas describen el «camuflaje»: ocultar sus rasgos de forma consciente, o sortearlos, en situaciones sociales. Muchas dicen que mantenerlo resulta agotador.',
  'fact-3':
    'En un estudio, una historia que pasaba de una persona a otra en una cadena de personas adultas autistas conservó sus detalles igual de bien que una que pasaba entre personas adultas no autistas. En las cadenas mixtas, los detalles se perdían más deprisa.',
  'fact-4':
    'Los diagnósticos de autismo registrados en la atención primaria del Reino Unido aumentaron mucho entre 1998 y 2018, sobre todo en personas adultas. El equipo investigador lo atribuye sobre todo a que el autismo se reconoce mejor.',
  'fact-5':
    'Personas autistas adultas entrevistadas sobre el «stimming», como balancearse o juguetear con las manos, lo describieron como una forma útil de calmarse o de expresar emociones intensas.',
  'fact-6':
    'Una revisión de 96 estudios halló que alrededor del 28 % de las personas autistas también tiene un diagnóstico de TDAH. En esa revisión, fue el diagnóstico concurrente más frecuente.',
  'fact-7':
    'Desde 2013, el principal manual diagnóstico de Estados Unidos incluye la reacción excesiva o escasa a las sensaciones, como los sonidos o las texturas, entre las formas en que puede manifestarse el autismo.',
  'fact-8':
    'Veinte encuestas nacionales y regionales realizadas con la Organización Mundial de la Salud concluyeron que, de media, alrededor del 2,8 % de las personas adultas tiene TDAH, y que a menudo pasa desapercibido.',
  'fact-9':
    'En la edad adulta, la hiperactividad suele manifestarse como una sensación interna de inquietud, más que como correr o trepar de un lado a otro.',
  'fact-10':
    'En niñas y mujeres, el TDAH a menudo se reconoce más tarde, en parte porque los rasgos de falta de atención son más discretos y pasan más desapercibidos que los de hiperactividad.',
  'fact-11':
    'Las personas adultas con más rasgos de TDAH cuentan que en su día a día viven con más frecuencia el «hiperfoco», una absorción profunda en una actividad.',
  'fact-12':
    'Cuando se entrevistó a personas adultas con TDAH a las que les iba bien en la vida, describieron aspectos positivos como la energía, el pensamiento creativo, la valentía y la capacidad de recuperarse.',
  'fact-13':
    'En la población general, las personas con más rasgos de TDAH tienden a describir más sensibilidad sensorial, en varios sentidos a la vez.',
  'fact-14':
    'La dispraxia (trastorno del desarrollo de la coordinación) y el TDAH suelen ir juntos: una revisión de 2023 señala que coinciden en aproximadamente la mitad de los casos.',
  'fact-15': 'La dislexia y el TDAH suelen darse juntos en la misma persona.',
  'fact-16':
    'Además de la vista, el oído, el tacto, el gusto y el olfato, su cuerpo percibe su propia posición y su movimiento. Este sentido se llama propiocepción.',
  'fact-17':
    'Elaine y Arthur Aron, especialistas en psicología, propusieron en 1997 la idea de «sensibilidad de procesamiento sensorial» para describir a las personas que perciben y procesan sus experiencias en profundidad.',
  'fact-18':
    'La investigación describe la sensibilidad de procesamiento sensorial como un rasgo común y en parte heredado. Las personas sensibles pueden verse más afectadas por los entornos difíciles, y también pueden beneficiarse más de los entornos que las apoyan.',
  'fact-19':
    'La terapeuta ocupacional Winnie Dunn describió cuatro patrones en la forma de responder a las sensaciones: notar menos, buscar más, ser sensible y evitar.',
  'fact-20':
    'La interocepción es el sentido que capta las señales del interior del cuerpo, como el hambre, la sed o el corazón acelerado. Se está investigando cómo se relaciona con la salud mental.',
  'fact-21':
    'Se calcula que el trastorno del desarrollo de la coordinación, a menudo llamado dispraxia, afecta a alrededor de 1 de cada 20 niños y niñas.',
  'fact-22':
    'La dispraxia afecta al movimiento y a la coordinación. Se da en personas de cualquier capacidad intelectual.',
  'fact-23':
    'Las diferencias de coordinación que empiezan en la infancia suelen continuar en la edad adulta. Por eso las guías internacionales ya incluyen recomendaciones para personas adultas.',
  'fact-24':
    'La British Dyslexia Association calcula que alrededor de 1 de cada 10 personas tiene dislexia en algún grado.',
  'fact-25':
    'Una influyente revisión británica describió la dislexia como un continuo y no como una categoría aparte, sin puntos de corte claros.',
  'fact-26': 'La palabra «dislexia» la introdujo en la década de 1880 Rudolf Berlin, un oftalmólogo alemán.',
  'fact-27':
    'Quienes la estudian describen la dislexia como una diferencia en la forma en que el cerebro procesa el lenguaje. No la causan problemas de vista.',
  'fact-28':
    'En un estudio, con solo añadir más espacio entre las letras, niños y niñas con dislexia leyeron más rápido y con más precisión, sin ningún entrenamiento.',
  'fact-29':
    'La palabra «neurodiversidad» apareció a finales de los años noventa. Se asocia sobre todo a la socióloga australiana Judy Singer y al escritor Harvey Blume.',
  'fact-30':
    'Las diferencias del neurodesarrollo a menudo se solapan. El psiquiatra Christopher Gillberg acuñó el término ESSENCE para animar a estudiarlas juntas en lugar de una por una.',
  'fact-31':
    'El NICE sugiere que, en consulta, se tenga en cuenta el cuestionario AQ-10 al decidir si ofrecer a una persona adulta una evaluación completa de autismo, que es de donde sale un diagnóstico. El cuestionario de este sitio no es el AQ-10.',
  'fact-32':
    'En psicología se suelen describir tres funciones ejecutivas básicas: mantener información en mente, resistir distracciones e impulsos, y cambiar de una tarea a otra con flexibilidad.',
  'fact-33':
    'Una revisión muy conocida concluyó que las personas adultas solo pueden mantener en mente unos cuatro bloques de información a la vez. Las listas y los recordatorios alivian parte de esa carga.',
};
