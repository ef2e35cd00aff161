import { useState } from 'react';
import { Container, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** A section of a chart page: its menu index (the spec's numbers where it gives them) and label. */
export interface ChartSection {
  index: number;
  label: string;
}

/** Sections numbered in the order of their labels (0, 1, 2, ...), for pages the spec gives no numbers. */
export function sectionsOf(labels: readonly string[]): ChartSection[] {
  return labels.map((label, index) => ({ index, label }));
}

/** The menu's toggle buttons, of which exactly one (the active section) is pressed. */
function SectionButtons({
  title,
  sections,
  active,
  onChoose,
}: {
  title: string;
  sections: readonly ChartSection[];
  active: number;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="d-flex flex-wrap gap-1 ms-md-auto py-1"
      role="group"
      aria-label={t('{{title}} sections', { title })}
    >
      {sections.map((section) => (
        <button
          key={section.index}
          type="button"
          className={`btn btn-sm ${section.index === active ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={section.index === active}
          onClick={() => onChoose(section.index)}
        >
          {t(section.label, { defaultValue: section.label })}
        </button>
      ))}
    </div>
  );
}

/**
 * The sticky section menu of a chart page (chart-screens spec §1): toggle buttons of which exactly one is
 * pressed; under the 768 px breakpoint it folds behind a toggler and folds again after a choice.
 */
export function SectionMenu({
  title,
  sections,
  active,
  onSelect,
}: {
  title: string;
  sections: readonly ChartSection[];
  active: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const current = sections.find((s) => s.index === active);
  const heading = t(title, { defaultValue: title });
  const choose = (index: number) => {
    onSelect(index);
    setExpanded(false);
  };
  return (
    <Navbar
      expand="md"
      bg="light"
      className="section-menu border rounded mb-3 px-2 screen-only"
      expanded={isExpanded}
      onToggle={setExpanded}
      aria-label={t('{{title}} sections', { title: heading })}
      as="nav"
    >
      <Container fluid className="px-0">
        <Navbar.Brand as="span" className="fs-6 fw-semibold text-wrap section-menu-title">
          {heading}
          <span className="d-md-none fw-normal">
            {current ? `: ${t(current.label, { defaultValue: current.label })}` : ''}
          </span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="section-menu-items" label={t('Sections')} />
        <Navbar.Collapse id="section-menu-items">
          <SectionButtons title={heading} sections={sections} active={active} onChoose={choose} />
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
