// An address that names no instance offers the instances that take sign-ups, by name.
import { useEffect, useState } from 'react';
import { api } from '../api/http';
import { t } from '../i18n/i18n';
import { addressOnInstance } from '../instance';
import { Loader } from '../ui/controls';

export interface SignupInstance {
  cd_instance: number;
  ds_name: string;
  subdomain?: string;
}

export function useSignupInstances(): SignupInstance[] | null {
  const [instances, setInstances] = useState<SignupInstance[] | null>(null);
  useEffect(() => {
    api<SignupInstance[]>('/signup-instances', { auth: 'none' })
      .then(setInstances)
      .catch(() => setInstances([]));
  }, []);
  return instances;
}

export function LocationChooser({ path }: { path: string }) {
  const instances = useSignupInstances();
  if (!instances) return <Loader />;
  return (
    <div className="card">
      <h1>{t('location.chooseTitle')}</h1>
      <p>{t('location.chooseText')}</p>
      <ul className="link-list">
        {instances
          .filter((instance) => instance.subdomain)
          .map((instance) => (
            <li key={instance.cd_instance}>
              <a href={addressOnInstance(instance.subdomain as string, path)}>{instance.ds_name}</a>
            </li>
          ))}
      </ul>
    </div>
  );
}
