import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../faq-items.ts';
import { FaqAccordion } from './FaqAccordion.tsx';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqAccordion items={FAQ_ITEMS} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ accordion', () => {
  it('asks the nine questions with every answer closed', () => {
    renderFaq();
    expect(screen.getAllByRole('button')).toHaveLength(9);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the clicked answer as a region named by its question', async () => {
    const user = renderFaq();
    await user.click(question('How do I withdraw my winnings?'));

    expect(question('How do I withdraw my winnings?')).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How do I withdraw my winnings?' });
    expect(answer).toHaveTextContent('usually reach you within 24-48 hours');
    expect(answer).toHaveTextContent('PAN and bank details are verified');
  });

  it('keeps one answer open at a time', async () => {
    const user = renderFaq();
    await user.click(question('What is Crease?'));
    await user.click(question('How do I join a contest?'));

    expect(question('What is Crease?')).toHaveAttribute('aria-expanded', 'false');
    expect(question('How do I join a contest?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('vice-captain, whose points count 1.5x');
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = renderFaq();
    await user.click(question('Is Crease legal and safe?'));
    await user.click(question('Is Crease legal and safe?'));

    expect(question('Is Crease legal and safe?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('names the restricted states and the age limit', async () => {
    const user = renderFaq();
    await user.click(question('Is Crease legal and safe?'));
    expect(screen.getByRole('region')).toHaveTextContent(
      'aged 18 and above, and are not offered in Andhra Pradesh, Assam, Nagaland, Odisha, Sikkim and Telangana',
    );
  });
});
