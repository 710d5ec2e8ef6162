/**
 * The 'Did you know?' facts' words in English, by fact id. Each fact's source and where it was checked are in
 * domain/assessments/fun-facts.ts: a translation says what the English says, no more (see shell.ts for how messages
 * are kept). Loaded with the facts, after an assessment's first question.
 */
export const funFactTexts = {
  'fact-1':
    'The World Health Organization estimates that about 1 in 100 children worldwide is autistic, and notes that autism is often not diagnosed until much later.',
  'fact-2':
    'Many autistic adults describe "camouflaging": consciously hiding or working around their traits in social situations. Many say it is tiring to keep up.',
  'fact-3':
    'In one study, a story passed along a chain of autistic adults kept its details as well as one passed between non-autistic adults. Details faded faster in mixed chains.',
  'fact-4':
    'Recorded autism diagnoses in UK primary care rose sharply between 1998 and 2018, with the greatest rises among adults. The researchers link this mainly to better recognition.',
  'fact-5':
    'Autistic adults interviewed about stimming, such as rocking or fidgeting, described it as a useful way to soothe themselves or express strong feelings.',
  'fact-6':
    'A review of 96 studies found that about 28% of autistic people also have an ADHD diagnosis, making it the most common co-occurring condition in that review.',
  'fact-7':
    'Since 2013, the main US diagnostic manual has listed over- or under-reaction to sensations, such as sounds or textures, as part of how autism can show up.',
  'fact-8':
    'Twenty national and regional surveys run with the World Health Organization found that, on average, about 2.8% of adults have ADHD, and that it often goes unrecognised.',
  'fact-9':
    'In adults, hyperactivity often shows up as an inner feeling of restlessness rather than as running or climbing around.',
  'fact-10':
    'ADHD in girls and women is often recognised later, partly because inattentive traits are quieter and easier to overlook than hyperactive ones.',
  'fact-11':
    'Adults with more ADHD traits report experiencing "hyperfocus", a deep absorption in an activity, more often in daily life.',
  'fact-12':
    'When researchers interviewed successful adults with ADHD, they described positives such as energy, creative thinking, courage and resilience.',
  'fact-13':
    'In the general population, people with more ADHD traits tend to report more sensory sensitivity across several senses.',
  'fact-14':
    'Dyspraxia (developmental coordination disorder) and ADHD often go together: a 2023 review notes they co-occur in about half of cases.',
  'fact-15': 'Dyslexia and ADHD often occur together in the same person.',
  'fact-16':
    'Besides sight, hearing, touch, taste and smell, your body senses its own position and movement. This sense is called proprioception.',
  'fact-17':
    'Psychologists Elaine and Arthur Aron introduced the idea of "sensory processing sensitivity" in 1997, to describe people who notice and process experiences deeply.',
  'fact-18':
    'Researchers describe sensory processing sensitivity as a common trait that is partly inherited. Sensitive people may be more affected by difficult surroundings, and may also gain more from supportive ones.',
  'fact-19':
    'Occupational therapist Winnie Dunn described four patterns in how people respond to sensations: noticing less, seeking more, being sensitive, and avoiding.',
  'fact-20':
    'Interoception is the sense of signals from inside your body, such as hunger, thirst or a racing heart. Researchers are studying how it relates to mental health.',
  'fact-21':
    'Developmental coordination disorder, often called dyspraxia, is estimated to affect about 1 in 20 children.',
  'fact-22':
    'Dyspraxia affects movement and coordination. It occurs in people of all intellectual abilities.',
  'fact-23':
    'Coordination differences that start in childhood often continue into adulthood, which is why international guidelines now include recommendations for adults.',
  'fact-24':
    'The British Dyslexia Association estimates that about 1 in 10 people are affected by dyslexia to some extent.',
  'fact-25':
    'An influential UK review described dyslexia as a continuum rather than a separate category, with no clear cut-off points.',
  'fact-26': 'The word "dyslexia" was introduced in the 1880s by Rudolf Berlin, a German eye doctor.',
  'fact-27':
    'Experts describe dyslexia as a difference in how the brain processes language. Problems with eyesight do not cause it.',
  'fact-28':
    'In one study, simply adding extra space between letters helped children with dyslexia read faster and more accurately, with no training.',
  'fact-29':
    'The word "neurodiversity" appeared in the late 1990s. It is most often associated with Australian sociologist Judy Singer, and with writer Harvey Blume.',
  'fact-30':
    'Neurodevelopmental differences often overlap. Psychiatrist Christopher Gillberg coined the term ESSENCE to encourage looking at them together rather than one at a time.',
  'fact-31':
    'NICE suggests professionals consider the AQ-10 questionnaire when deciding whether to offer an adult a full autism assessment, which is where a diagnosis comes from. This site’s questionnaire is not the AQ-10.',
  'fact-32':
    'Psychologists often describe three core executive functions: holding information in mind, resisting distractions and impulses, and switching flexibly between tasks.',
  'fact-33':
    'A well-known review concluded that adults can hold only about four chunks of information in mind at once. Lists and reminders take some of that load off.',
};
