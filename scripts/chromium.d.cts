/** Types of scripts/chromium.cjs. */
export declare function systemChromium(): string | undefined
export declare function testChromium(): string | undefined
export declare const CHROMIUM_ARGS: string[]
