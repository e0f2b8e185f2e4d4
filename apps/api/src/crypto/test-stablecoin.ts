import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Abi } from 'viem';

/** The local chain's test stablecoin (USDC and USDT stand-ins, 6 decimals), compiled from source (local-chain.ts deploys it). */

const TOKEN_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A test stablecoin for the local chain: ERC-20 with 6 decimals, minted by its deployer.
contract TestStablecoin {
    string public name;
    string public symbol;
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    address public immutable minter;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function mint(address to, uint256 value) external {
        require(msg.sender == minter, "only the minter");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(to != address(0), "to the zero address");
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
`;

interface Compiled {
  abi: Abi;
  bytecode: `0x${string}`;
}

const requireDev = createRequire(import.meta.url);

export function loadDev<T>(name: string): T {
  try {
    return requireDev(name) as T;
  } catch (error) {
    throw new Error(
      `CRYPTO=local-chain needs the API's development dependencies (hardhat, solc): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * The test stablecoin compiled with solc in process. Compiling takes seconds, so the result is kept
 * in the system's temporary folder under the hash of the compiler version and source.
 */
export function compileTestStablecoin(): Compiled {
  const solc = loadDev<{ version(): string; compile(input: string): string }>('solc');
  const input = JSON.stringify({
    language: 'Solidity',
    sources: { 'TestStablecoin.sol': { content: TOKEN_SOURCE } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { TestStablecoin: ['abi', 'evm.bytecode.object'] } },
    },
  });
  const version = loadDev<{ version: string }>('solc/package.json').version;
  const key = createHash('sha256').update(version).update(input).digest('hex').slice(0, 16);
  const folder = path.join(tmpdir(), 'clubstay-solc');
  const file = path.join(folder, `TestStablecoin-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Compiled;
  } catch {
    // not compiled yet
  }
  const output = JSON.parse(solc.compile(input)) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length)
    throw new Error(
      `TestStablecoin does not compile:\n${errors.map((error) => error.formattedMessage).join('\n')}`,
    );
  const contract = output.contracts?.['TestStablecoin.sol']?.TestStablecoin;
  if (!contract) throw new Error('solc produced no TestStablecoin');
  const compiled: Compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify(compiled));
  return compiled;
}
