import { useTranslation } from 'react-i18next';
import {
  LEGAL_CONTACT_EMAIL,
  LEGAL_OPERATOR,
  PRIVACY_POLICY_VERSION,
} from '@/features/legal/legal-config';
import { LegalDocument, toSections } from './legal-document';

export const PrivacyPage = () => {
  const { t } = useTranslation();
  const values = { operator: LEGAL_OPERATOR, email: LEGAL_CONTACT_EMAIL };
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro', values)}
      version={PRIVACY_POLICY_VERSION}
      sections={toSections(t('legal.privacy.sections', { ...values, returnObjects: true }))}
      other={{ to: '/terms-of-service', label: t('legal.meta.readTerms') }}
    />
  );
};
