import { useId, useState } from 'react';
import * as m from '#messages/results';
import { regionName } from '../../../domain/locale/region-names.ts';
import {
  type CountryCode,
  countriesHomeFirst,
  countryFromLanguageTag,
  isCountryCode,
} from '../../../domain/report/countries.ts';
import {
  type CrisisLine,
  dialable,
  EU_EMERGENCY,
  getCountryHelp,
} from '../../../domain/report/crisis-lines.ts';

// The help box itself (issue 19, item 6), fetched only when the answers call for it, so the numbers and their
// verification records never weigh on the results page's first download. The country is guessed from the
// browser's language and can be changed, and the list offers the guessed country first, as the report lists the
// buyer's; 112 is shown whatever is chosen.

function initialCountry(): CountryCode | '' {
  if (typeof navigator === 'undefined') return '';
  return countryFromLanguageTag(navigator.language) ?? '';
}

export default function SafetySignpostBox() {
  const [guessed] = useState<CountryCode | ''>(initialCountry);
  const [country, setCountry] = useState<CountryCode | ''>(guessed);
  const selectId = useId();
  const help = country ? getCountryHelp(country) : null;
  const emergency = help ? help.emergency : [EU_EMERGENCY];

  return (
    <section
      aria-labelledby="support-title"
      data-testid="safety-signpost"
      className="mt-10 rounded-2xl border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="support-title" className="text-xl font-semibold">
        {m.helpHeading}
      </h2>
      <p className="mt-2">{m.helpIntro} </p>

      <div className="mt-5 max-w-xs">
        <label htmlFor={selectId} className="text-sm font-medium">
          {m.yourCountry}
        </label>
        <select
          id={selectId}
          value={country}
          onChange={(event) => {
            const value = event.target.value;
            setCountry(isCountryCode(value) ? value : '');
          }}
          className="mt-1 block w-full rounded-lg border border-muted bg-surface px-3 py-2 text-base"
        >
          <option value="">{m.chooseCountry}</option>
          {countriesHomeFirst(guessed || null).map((code) => (
            <option key={code} value={code}>
              {regionName(code)}
            </option>
          ))}
        </select>
      </div>

      <ul className="mt-5 space-y-3" aria-live="polite">
        {emergency.map((entry) => (
          <li key={entry.number}>
            <span className="font-semibold">{m.inAnEmergency}</span>
            <a href={`tel:${entry.number}`} className="font-semibold text-brand underline">
              {entry.number}
            </a>
            , {entry.text}.
          </li>
        ))}
        {help?.lines.map((line) => (
          <HelpLine key={line.number} line={line} />
        ))}
      </ul>

      <p className="mt-4 text-sm text-muted">{help ? m.elsewhereCallLocal : m.chooseCountryForLine}</p>
    </section>
  );
}

function HelpLine({ line }: { line: CrisisLine }) {
  return (
    <li>
      <span className="font-semibold">{line.service}: </span>
      <a href={`tel:${dialable(line.number)}`} className="font-semibold text-brand underline">
        {line.number}
      </a>
      . {line.hours}
      {line.note ? `. ${line.note}` : ''}.
    </li>
  );
}
