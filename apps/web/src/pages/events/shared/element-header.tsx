import { useTranslation } from 'react-i18next';

/**
 * The row header of a lord chain's row in the Prosperity and Time Analyser tables: the element (Planet, Star
 * lord, Sub lord…), in normal weight, since it names the place in the chain and the planet beside it is
 * what the row is about.
 */
export function ElementHeader({ element }: { element: string }) {
  const { t } = useTranslation();
  return (
    <th scope="row" className="fw-normal">
      {t(element, { defaultValue: element })}
    </th>
  );
}
