#!/usr/bin/env node
import { main } from '../dist/cli/connection-limits.js';

process.exitCode = main(process.argv.slice(2));
