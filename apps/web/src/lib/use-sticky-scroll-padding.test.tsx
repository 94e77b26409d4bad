import { render } from '@testing-library/react';
import { useRef, type CSSProperties } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useStickyScrollPadding } from './use-sticky-scroll-padding.ts';

function Page({ topStyle, bottomStyle }: { topStyle: CSSProperties; bottomStyle: CSSProperties }) {
  const top = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  useStickyScrollPadding(top, bottom);
  return (
    <>
      <div ref={top} style={topStyle} data-height="50" />
      <div ref={bottom} style={bottomStyle} data-height="200" />
    </>
  );
}

// jsdom lays nothing out: each bar's height is what it says it is.
const layOut = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { height: Number(this.dataset.height ?? 0) } as DOMRect;
  });

const padding = () => [document.documentElement.style.scrollPaddingTop, document.documentElement.style.scrollPaddingBottom];

describe('scroll padding for sticky bars', () => {
  it('is what the bars stuck to the top and the bottom cover, with room to spare', () => {
    layOut();
    render(<Page topStyle={{ position: 'sticky', top: '60px' }} bottomStyle={{ position: 'sticky', bottom: '0px' }} />);
    expect(padding()).toEqual(['118px', '208px']);
  });

  it('leaves out a bar that is not stuck to that edge (the summary as a column when wide)', () => {
    layOut();
    render(<Page topStyle={{ position: 'static' }} bottomStyle={{ position: 'sticky', top: '76px', bottom: 'auto' }} />);
    expect(padding()).toEqual(['', '']);
  });

  it('is taken away with the bars', () => {
    layOut();
    const { unmount } = render(<Page topStyle={{ position: 'sticky', top: '60px' }} bottomStyle={{ position: 'sticky', bottom: '0px' }} />);
    unmount();
    expect(padding()).toEqual(['', '']);
  });
});
