import type { FoundResources, ResourceMatch } from '@server/contract/ai.js';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { Link } from '../router/router';
import { ModelNotice, partText } from './AiAnswer';
import { AiShell } from './AiShell';
import { AiTextForm } from './AiTextForm';
import { findResources } from './ai';

/** Where the need's words were found, in the page language: "in the name: food; in the description: …". */
function whyText({ matched }: ResourceMatch): string {
  return [
    matched.name.length ? t('ai.resources.inName', { words: matched.name.join(', ') }) : null,
    matched.description.length
      ? t('ai.resources.inDescription', { words: matched.description.join(', ') })
      : null,
    matched.criteria.length ? t('ai.resources.inCriteria', { words: matched.criteria.join(', ') }) : null,
  ]
    .filter(Boolean)
    .join('; ');
}

function Matches({ found }: { found: FoundResources }) {
  return (
    <section className="ai-answer" aria-labelledby="ai-answer">
      <h2 id="ai-answer">{t('ai.answer')}</h2>
      <ModelNotice answer={found} />
      {found.parts.map((part, i) => (
        // An answer's paragraphs in order; they never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={i}>{partText(part)}</p>
      ))}
      <ol className="ai-results" aria-label={t('ai.resources.title')}>
        {found.matches.map((match) => (
          <li key={match.programId} className="card program">
            <h3>{match.name}</h3>
            {match.description ? <p>{match.description}</p> : null}
            <p className="muted">
              {t('ai.resources.why')}: {whyText(match)}
            </p>
            <Link className="button button--secondary" to={`/resources/${match.programId}`}>
              {t('ai.resources.open')}
              <span className="visually-hidden"> {match.name}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The instance's programs ranked against a need in the person's words, each with why it matches. */
export default function FindResourcesPage() {
  const [found, setFound] = useState<FoundResources | null>(null);
  return (
    <AiShell screen="find-resources" title={t('ai.resources.title')} text={t('ai.resources.text')}>
      <AiTextForm
        label={t('ai.resources.input')}
        submit={t('ai.resources.submit')}
        send={async (need) => setFound(await findResources(need))}
      />
      {found ? <Matches found={found} /> : null}
    </AiShell>
  );
}
