import { t } from '../i18n/i18n';
import { GenerateTool } from './GenerateTool';

/** A short community profile from the person's own words. */
export default function ProfilePage() {
  return (
    <GenerateTool
      tool="create-profile"
      title={t('ai.profile.title')}
      text={t('ai.profile.text')}
      label={t('ai.profile.input')}
      submit={t('ai.profile.submit')}
    />
  );
}
