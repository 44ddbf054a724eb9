#!/usr/bin/env node
import { main } from '../dist/cli/docs-links.js';

process.exitCode = main(process.argv.slice(2));
