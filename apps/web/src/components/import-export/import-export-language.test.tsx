import type { ImportRow } from '@kpdesk/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { ColumnMappingEditor } from './column-mapping-editor';
import { ImportPreviewTable } from './import-preview-table';
import { importRow } from './import-row-fixture';

// The server's problem messages, which stay as it wrote them in every language.
const INVALID_DATE = 'Enter valid birth date';
const DUPLICATE = 'Likely duplicate of client 1';

/** A row of a Chennai birth. */
const row = (overrides: Partial<ImportRow>) =>
  importRow({ birthTimezone: 5.5, birthCity: 'Chennai', ...overrides });

const ROWS = [
  row({
    name: 'Bala',
    action: 'reject',
    problems: [{ field: 'birthDate', severity: 'error', message: INVALID_DATE, value: '12/03/1985' }],
  }),
  row({
    position: 3,
    source: 'line 3',
    name: 'Ravi',
    action: 'skip',
    problems: [{ field: 'row', severity: 'warning', message: DUPLICATE, value: null }],
  }),
  row({ position: 4, source: 'line 4', name: 'Kavya', settings: true, events: 2 }),
  row({ position: 1, source: 'record 1', kind: 'option', name: 'Job offer' }),
];

describe('the import preview table and column mapping in an Indian display language', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('reads the preview table in Hindi: headings, actions, what comes with a row and each problem', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    render(<ImportPreviewTable rows={ROWS} />);
    const region = screen.getByRole('region', { name: 'आयात पूर्वावलोकन' });
    const table = within(region).getByRole('table');
    expect(table).toHaveTextContent('फ़ाइल की पंक्तियाँ, आयात हर एक के साथ क्या करेगा, और उसकी समस्याएँ');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['पंक्ति', 'नाम', 'जन्म तिथि', 'जन्म समय', 'समय क्षेत्र', 'जन्म स्थान', 'कार्य', 'समस्याएँ']);
    const [bala, ravi, kavya, option] = within(table).getAllByRole('row').slice(1);
    expect(bala).toHaveTextContent('अस्वीकार');
    expect(bala).toHaveTextContent(`त्रुटि · जन्म तिथि: ${INVALID_DATE} (फ़ाइल में: '12/03/1985')`);
    expect(ravi).toHaveTextContent('छोड़ें (संभावित दोहराव)');
    expect(ravi).toHaveTextContent(`चेतावनी · पंक्ति: ${DUPLICATE}`);
    expect(kavya).toHaveTextContent('सेटिंग्स, घटना निर्णय: 2');
    expect(kavya).toHaveTextContent('बनाएँ');
    expect(kavya).toHaveTextContent('कोई नहीं');
    expect(option).toHaveTextContent('विकल्प सिद्धांत रिकॉर्ड');

    await userEvent.click(screen.getByRole('checkbox', { name: 'केवल समस्या वाली पंक्तियाँ दिखाएँ' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('names the mapping fields, choices and Apply in Telugu; columns and patterns stay as written', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    const onApply = vi.fn();
    const mapping = { firstName: null, birthDate: 'DOB', birthLatitude: 'Lat' };
    render(
      <ColumnMappingEditor
        columns={['Client', 'DOB', 'Lat']}
        mapping={mapping}
        isBusy={false}
        onApply={onApply}
      />,
    );
    expect(screen.getByRole('group', { name: 'ప్రతి ఫీల్డ్ నిలువు వరుస' })).toBeInTheDocument();
    const firstName = screen.getByRole('combobox', { name: 'మొదటి పేరు (తప్పనిసరి)' });
    expect(within(firstName).getByRole('option', { name: 'ఫైల్‌లో లేదు' })).toBeInTheDocument();
    expect(within(firstName).getByRole('option', { name: 'Client' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'తండ్రి పేరు' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'జనన తేదీ (తప్పనిసరి)' })).toHaveAccessibleDescription(
      'yyyy-MM-dd',
    );
    expect(screen.getByRole('combobox', { name: 'అక్షాంశం (తప్పనిసరి)' })).toHaveAccessibleDescription(
      'దశాంశ భాగలు, ఉత్తరం ధనాత్మకం',
    );
    expect(screen.getByRole('combobox', { name: 'సమయ మండలం' })).toHaveAccessibleDescription(
      'UTC కి తూర్పున గంటలు: 5.5, -4, +05:30; ఖాళీ = అట్లాస్ వ్యత్యాసం',
    );

    await userEvent.selectOptions(firstName, 'Client');
    await userEvent.click(screen.getByRole('button', { name: 'మ్యాపింగ్ వర్తింపజేయి (మార్చబడింది)' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Client', birthDate: 'DOB' }));
  });
});
