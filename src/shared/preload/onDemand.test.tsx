import { render, screen } from '@testing-library/react';
import { onDemand, onDemandPart } from './onDemand';
import { preloadComponent } from './preloadComponent';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('onDemand', () => {
  it('shows nothing in place until loaded, then the component with its props', async () => {
    let release: () => void = () => undefined;
    const Part = onDemand(
      () =>
        new Promise<typeof Greeting>((resolve) => {
          release = () => resolve(Greeting);
        }),
    );
    render(
      <div>
        <span>around</span>
        <Part name="Ada" />
      </div>,
    );
    expect(screen.getByText('around')).toBeInTheDocument();
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('downloads once, whether preloaded, loaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = onDemand(load);
    preloadComponent(Part);
    Part.preload();
    await Part.load();
    render(<Part name="Grace" />);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads one named export of a module shared by several parts (onDemandPart)', async () => {
    const Farewell = ({ name }: { name: string }) => <p>Bye {name}</p>;
    const load = vi.fn(() => Promise.resolve({ Greeting, Farewell }));
    const Hello = onDemandPart(load, 'Greeting');
    const Bye = onDemandPart(load, 'Farewell');
    render(
      <>
        <Hello name="Ada" />
        <Bye name="Grace" />
      </>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(await screen.findByText('Bye Grace')).toBeInTheDocument();
  });
});
