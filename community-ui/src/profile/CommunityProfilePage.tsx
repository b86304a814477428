// The individual's community profile (programs spec §2 "Profiles"): a tab per section in the spec's order,
// each saved on its own, and changing the password as its last tab. The states come from the reference data.
import { PROFILE_TABS, type ProfileTab, type UsState } from '@server/contract/profiles.js';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Tabs } from '../ui/controls';
import { notify } from '../ui/notify';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileSectionForm } from './ProfileSectionForm';

export default function CommunityProfilePage() {
  const [tab, setTab] = useState<ProfileTab>('general');
  const states = useFetch<UsState[]>('/states');
  return (
    <section className="page page--narrow profile-page" aria-labelledby="community-profile-title">
      <h1 id="community-profile-title">{t('profilePage.title')}</h1>
      <Tabs
        label={t('profilePage.tabs')}
        tabs={PROFILE_TABS.map((value) => ({ value, label: t(`profilePage.tab.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" aria-label={t(`profilePage.tab.${tab}`)}>
        <h2>{t(`profilePage.tab.${tab}`)}</h2>
        {tab === 'password' ? (
          <div className="card">
            <ChangePasswordForm
              onCancel={() => setTab('general')}
              onDone={() => notify('success', t('password.changedText'))}
            />
          </div>
        ) : (
          <ProfileSectionForm key={tab} name={tab} states={states.data ?? []} />
        )}
      </div>
    </section>
  );
}
