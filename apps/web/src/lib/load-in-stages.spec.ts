import { loadInStages } from './load-in-stages';

describe('start-up in stages (main.tsx)', () => {
  it('loads each stage only after the previous one finished and a new task began', async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
      return name;
    };
    const yieldToBrowser = async () => {
      log.push('yield');
    };
    const modules = await loadInStages([stage('react-dom'), stage('antd'), stage('app')], yieldToBrowser);
    expect(modules).toEqual(['react-dom', 'antd', 'app']);
    expect(log).toEqual(['yield', 'start react-dom', 'end react-dom', 'yield', 'start antd', 'end antd', 'yield', 'start app', 'end app']);
  });

  it('yields to the browser with a new task (a timer), not a microtask', async () => {
    jest.useFakeTimers();
    try {
      const loaded = jest.fn();
      const done = loadInStages([async () => loaded()]);
      await Promise.resolve();
      await Promise.resolve();
      expect(loaded).not.toHaveBeenCalled();
      await jest.runAllTimersAsync();
      await done;
      expect(loaded).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
