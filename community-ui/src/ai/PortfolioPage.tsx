import { t } from '../i18n/i18n';
import { GenerateTool } from './GenerateTool';

/** A portfolio of the caller: their focus, their applications and the programs that fit next. */
export default function PortfolioPage() {
  return (
    <GenerateTool
      tool="generate-portfolio"
      title={t('ai.portfolio.title')}
      text={t('ai.portfolio.text')}
      label={t('ai.portfolio.input')}
      submit={t('ai.portfolio.submit')}
    />
  );
}
