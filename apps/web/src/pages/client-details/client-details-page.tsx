import type { ClientChartData } from '@kpdesk/contract';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartsApi, type ClientRequest } from '../../api/charts';
import { useClientSettings } from '../../api/use-client-settings';
import { ChartPage } from '../../components/chart-page/chart-page';
import { QueryView, useChartQuery } from '../../components/chart-page/chart-query';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { balanceSpan } from '../../components/chart-tables/dasha-chain-panel';
import { toClientDisplay, type ClientDisplay } from '../../components/chart-page/client-display';
import { translateAnswerText } from '../../i18n/name-text';

type Rows = readonly (readonly [label: string, value: string])[];

function FieldTable({ caption, rows }: { caption: string; rows: Rows }) {
  const { t } = useTranslation();
  return (
    <ChartTable caption={caption}>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th scope="row" className="w-50">
            {t(label, { defaultValue: label })}
          </th>
          <td>{translateAnswerText(t, value)}</td>
        </tr>
      ))}
    </ChartTable>
  );
}

/** Left table of the spec: the client record in the effective display formats. */
export function clientRows(client: ClientRequest, d: ClientDisplay): Rows {
  return [
    ['Id', String(client.runningId)],
    ['Name', d.name],
    ['Father Name', client.fatherName ?? ''],
    ['Sex', client.sex],
    ['Email', client.email ?? ''],
    ['Mobile', client.mobile ?? ''],
    ['Birth Date', d.birthDate],
    ['Birth Time', d.birthTime],
    ['Birth Time Corrected', d.birthTimeCorrected],
    ['Birth Day', client.birthDay],
    ['Birth Timezone', d.timezone],
    ['Birth Place', client.birthCity],
    ['Latitude', d.latitude],
    ['Longitude', d.longitude],
    ['Marital Status', client.maritalStatus],
    ['Marriage Date', d.marriageDate],
  ];
}

/**
 * Right table of the spec: the Moon's star and sign, the Lagna, thithi (with its paksha) and ayanamsa, and the
 * balance of the birth dasha at birth (issue 24). The sunrise-based day
 * (of the day lord) is added when a birth before sunrise makes it differ from the civil Birth Day
 * (decisions.md).
 */
export function chartRows(data: ClientChartData): Rows {
  const rows: [string, string][] = [
    ['Star', `${data.starName} (${data.starNumber})`],
    ['Star Lord', data.starLord],
    ['Sign', data.signName],
    ['Sign Lord', data.signLord],
    ['Lagna', data.cuspalSignName],
    ['Lagna Lord', data.cuspalSignLord],
    ['Thithi', `${data.thithiName} (${data.thithiPaksha} Paksha)`],
    ['Thithi Type', `${data.thithiTypeName2} (${data.thithiTypeName})`],
    ['Ayanamsa', data.ayanamsaDegree],
    ['Ayanamsa Name', data.ayanamsaName],
    ['Dasha Balance at Birth', `${data.balanceAtBirth.lord} ${balanceSpan(data.balanceAtBirth)}`],
  ];
  if (data.hinduDay !== data.birthDay) rows.push(['Day (sunrise to sunrise)', data.hinduDay]);
  return rows;
}

function ClientInformation({ client }: { client: ClientRequest }) {
  const settings = useClientSettings(client.runningId);
  const userData = useChartQuery('userdata', client.runningId, () => chartsApi.userData(client.runningId));
  return (
    <Row className="g-3">
      <Col xs={12} lg={6}>
        {settings ? (
          <FieldTable
            caption="Client Information"
            rows={clientRows(client, toClientDisplay(client, settings))}
          />
        ) : null}
      </Col>
      <Col xs={12} lg={6}>
        <QueryView query={userData} loadingText="Loading - Client Details">
          {(data) => <FieldTable caption="Birth Star, Lagna and Thithi" rows={chartRows(data)} />}
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
