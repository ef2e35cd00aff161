import { panchangWords } from '@kpdesk/contract';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartsApi, type ClientRequest } from '../../api/charts';
import { useClientSettings } from '../../api/use-client-settings';
import { ChartPage } from '../../components/chart-page/chart-page';
import { QueryView, useChartQuery } from '../../components/chart-page/chart-query';
import { toClientDisplay } from '../../components/chart-page/client-display';
import {
  asDisplayLanguage,
  birthPanchangRows,
  chartRows,
  clientRows,
  FieldTable,
} from '../../components/chart-page/client-rows';

export { birthPanchangRows, chartRows, clientRows };

function ClientInformation({ client }: { client: ClientRequest }) {
  const settings = useClientSettings(client.runningId);
  const userData = useChartQuery('userdata', client.runningId, () => chartsApi.userData(client.runningId));
  const { t, i18n } = useTranslation();
  const language = asDisplayLanguage(i18n.language);
  return (
    <Row className="g-3">
      <Col xs={12} lg={6}>
        {settings ? (
          <FieldTable
            caption="Client Information"
            rows={clientRows(client, toClientDisplay(client, settings), t)}
          />
        ) : null}
      </Col>
      <Col xs={12} lg={6}>
        <QueryView query={userData} loadingText={t('Loading - Client Details')}>
          {(data) => (
            <>
              <FieldTable caption="Birth Star, Lagna and Thithi" rows={chartRows(data, t)} />
              <FieldTable
                caption={panchangWords(language).label('birthPanchang')}
                rows={birthPanchangRows(data, language)}
              />
            </>
          )}
        </QueryView>
      </Col>
    </Row>
  );
}

/** Client Details (/clientdetails.html). */
export function ClientDetailsPage() {
  return (
    <ChartPage title="Client Details">{({ client }) => <ClientInformation client={client} />}</ChartPage>
  );
}
