import { useTranslation } from 'react-i18next';
import { LEGAL_CONTACT_EMAIL, LEGAL_OPERATOR, TERMS_VERSION } from '@/features/legal/legal-config';
import { LegalDocument, toSections } from './legal-document';

export const TermsPage = () => {
  const { t } = useTranslation();
  const values = { operator: LEGAL_OPERATOR, email: LEGAL_CONTACT_EMAIL };
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro', values)}
      version={TERMS_VERSION}
      sections={toSections(t('legal.terms.sections', { ...values, returnObjects: true }))}
      other={{ to: '/privacy-policy', label: t('legal.meta.readPrivacy') }}
    />
  );
};
