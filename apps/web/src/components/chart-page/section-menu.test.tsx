import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SectionMenu } from './section-menu';

function Menu() {
  const [active, setActive] = useState(6);
  return (
    <>
      <SectionMenu
        title="Cuspal Inter Link System"
        sections={[
          { index: 0, label: 'Birth Chart' },
          { index: 6, label: 'Cuspal Links' },
          { index: 8, label: 'DBA' },
        ]}
        active={active}
        onSelect={setActive}
      />
      <p>Showing {active}</p>
    </>
  );
}

describe('section menu', () => {
  it('presses exactly one section and moves the press on a choice', async () => {
    render(<Menu />);
    const pressed = () =>
      screen
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent)
        .filter((t) => t !== 'Sections');
    expect(pressed()).toEqual(['Cuspal Links']);
    await userEvent.click(screen.getByRole('button', { name: 'DBA' }));
    expect(pressed()).toEqual(['DBA']);
    expect(screen.getByText('Showing 8')).toBeInTheDocument();
  });
});
