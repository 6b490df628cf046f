// Jest stand-in for '@module-federation/enhanced/runtime' (jest does not run webpack, so the
// remotes' federation runtime is replaced). Tests set the behaviour of loadRemote per case.
export const loadRemote = jest.fn(async (_id: string): Promise<unknown> => null);
export const registerRemotes = jest.fn();
export const init = jest.fn();
