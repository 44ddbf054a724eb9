import { execFile } from 'node:child_process';

export interface CommandResult {
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Kills the command after this long (default 5 minutes: npm on a busy machine). */
  timeoutMs?: number;
}

/** Runs a command to completion; a failure throws with its output, where npm, pnpm and tsc explain themselves. */
export function runCommand(file: string, args: readonly string[], options: CommandOptions): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        cwd: options.cwd,
        env: options.env ?? process.env,
        timeout: options.timeoutMs ?? 300_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(`${file} ${args.join(' ')} failed (${error.message.split('\n')[0]}):\n${stdout}${stderr}`, {
              cause: error,
            }),
          );
        else resolve({ stdout, stderr });
      },
    );
  });
}

/**
 * The environment for npm and pnpm run on a consumer's behalf: this process's, without the
 * `npm_config_*` settings pnpm hands its scripts (they would outrank the rehearsal's .npmrc files),
 * reading `userconfig` instead of the user's own ~/.npmrc.
 */
export function npmEnv(userconfig: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm|pnpm)_config_/i.test(key)) env[key] = value;
  }
  return { ...env, NPM_CONFIG_USERCONFIG: userconfig };
}
