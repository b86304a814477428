import { paragraphsOf } from '@server/modules/instances/instance-content.js';

/** A long text of the instance's Content tab, paragraph by paragraph (blank lines part them). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two paragraphs may hold the same text
        <p key={i} className="content-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}
