import { t } from '../i18n/i18n';
import { GenerateTool } from './GenerateTool';

/** The Demo accounts' landing route: ideas for a need or a plan, from the instance's programs. */
export default function IdeasPage() {
  return (
    <GenerateTool
      tool="generate-ideas"
      title={t('ideas.title')}
      text={t('ideas.text')}
      label={t('ai.ideas.input')}
      submit={t('ai.ideas.submit')}
    />
  );
}
