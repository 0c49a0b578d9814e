import { useSearchParams } from 'react-router-dom';
import { interfaceTexts } from '../../../../engine/interface-texts';
import { LoadingScreen } from '../../../components/loading-screen';
import { usePartner } from '../../../lib/partner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServiceApplication } from '../api/service-application';
import { LinkRefused, staffPageTitle } from './link-refused';
import { PrintView } from './print-view';

/**
 * The service-user (staff) mode of SPEC 1, entered by a form route whose URL carries
 * service_token: the application of that token, read-only, in the print layout. A built
 * app's server renders this page itself (server-page.tsx), with no script; the app
 * renders it where the server did not (the dev server, a build without the server's module).
 */
export function StaffView() {
  const [params] = useSearchParams();
  const token = params.get('service_token') ?? '';
  const partner = usePartner();
  useDocumentTitle(staffPageTitle(partner));
  const { data, error } = useServiceApplication(token);
  if (error) return <LinkRefused message={error.message} />;
  if (!data) return <LoadingScreen label={interfaceTexts.loading.application} />;
  return <PrintView application={data} />;
}
