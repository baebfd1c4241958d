-- Checks of a Lua 5.4 interpreter, run by scripts/packages on the lua5.4
-- build (its Debian build runs no test).  Each check prints "PASS: name"
-- or "FAIL: name (why)"; the script exits with status 1 after a failure.
-- Expected values are facts (prime counts, closed forms, round trips),
-- not outputs of an earlier run.

local failures = 0

local function check(name, body)
  local ok, why = pcall(body)
  if ok then
    print("PASS: " .. name)
  else
    failures = failures + 1
    print("FAIL: " .. name .. " (" .. tostring(why) .. ")")
  end
end

local function expect(got, want, what)
  if got ~= want then
    error(string.format("%s: got %s, want %s", what or "value",
                        tostring(got), tostring(want)), 2)
  end
end

-- A linear congruential generator, so that the data do not depend on
-- math.random's algorithm.
local function lcg(seed)
  local state = seed
  return function()
    state = (state * 1103515245 + 12345) % 2147483648
    return state
  end
end

check("integer arithmetic and wrap-around", function()
  expect(math.maxinteger + 1, math.mininteger, "overflow wraps")
  expect(7 // 2, 3); expect(-7 // 2, -4); expect(7 % -3, -2); expect(-7 % 3, 2)
  expect(3 / 2, 1.5); expect(math.type(4 // 2), "integer")
  expect(math.type(4 / 2), "float"); expect(2^10, 1024.0)
  local sum = 0
  for i = 1, 100000 do sum = sum + i end
  expect(sum, 100000 * 100001 // 2, "Gauss sum")
end)

check("float semantics", function()
  expect(0.1 + 0.2 == 0.3, false); expect(math.huge > math.maxinteger, true)
  local nan = 0 / 0
  expect(nan ~= nan, true, "NaN unequal to itself")
  expect(math.fmod(-7, 3), -1); expect(math.floor(-3.5), -4); expect(math.ceil(-3.5), -3)
  expect(math.tointeger(3.0), 3); expect(math.tointeger(3.5), nil)
  expect(1e308 * 10, math.huge); expect(-(0.0) == 0.0, true)
  expect(string.format("%.17g", 1 / 3), "0.33333333333333331")
end)

check("bitwise operators", function()
  expect(0xF0 | 0x0F, 0xFF); expect(0xFF & 0x3C, 0x3C); expect(0xFF ~ 0x0F, 0xF0)
  expect(1 << 62, 4611686018427387904); expect(1 << 64, 0); expect(-1 >> 63, 1)
  expect(~0, -1); expect(math.ult(1, -1), true)
  local popcount = 0
  for i = 0, 1023 do
    local v = i
    while v ~= 0 do popcount = popcount + (v & 1); v = v >> 1 end
  end
  expect(popcount, 10 * 512, "bits set in 0..1023")
end)

check("sieve of Eratosthenes", function()
  local n, composite, count, sum = 100000, {}, 0, 0
  for i = 2, n do
    if not composite[i] then
      count = count + 1
      if i < 10000 then sum = sum + i end
      for j = i * i, n, i do composite[j] = true end
    end
  end
  expect(count, 9592, "primes below 100000")
  expect(sum, 5736396, "sum of primes below 10000")
end)

check("table.sort on 20000 numbers and with a comparator", function()
  local next_value, t, total, xor = lcg(42), {}, 0, 0
  for i = 1, 20000 do
    local v = next_value() % 100000
    t[i] = v; total = total + v; xor = xor ~ v
  end
  table.sort(t)
  local total2, xor2 = 0, 0
  for i = 1, #t do
    if i > 1 and t[i - 1] > t[i] then error("not sorted at " .. i) end
    total2 = total2 + t[i]; xor2 = xor2 ~ t[i]
  end
  expect(total2, total, "same elements (sum)"); expect(xor2, xor, "same elements (xor)")
  table.sort(t, function(a, b) return a > b end)
  for i = 2, #t do
    if t[i - 1] < t[i] then error("not sorted downwards at " .. i) end
  end
end)

check("table library", function()
  local t = {}
  for i = 1, 10 do table.insert(t, i) end
  table.insert(t, 1, 0)
  expect(#t, 11); expect(table.remove(t), 10); expect(table.remove(t, 1), 0)
  expect(table.concat(t, ","), "1,2,3,4,5,6,7,8,9")
  local moved = table.move(t, 1, 3, 2, {})
  expect(moved[1], nil); expect(moved[4], 3)
  local a, b, c = table.unpack({7, 8, 9})
  expect(a + b + c, 24)
  local packed = table.pack(1, nil, 3)
  expect(packed.n, 3)
end)

check("hash tables with 50000 string and float keys", function()
  local t, count = {}, 0
  for i = 1, 50000 do t["k" .. i] = i; t[i + 0.5] = -i end
  for k, v in pairs(t) do
    if type(k) == "string" then expect(v, tonumber(k:sub(2)))
    else expect(v, -(k - 0.5)) end
    count = count + 1
  end
  expect(count, 100000)
  for i = 1, 50000, 2 do t["k" .. i] = nil end
  count = 0
  for k in pairs(t) do if type(k) == "string" then count = count + 1 end end
  expect(count, 25000, "keys left after deleting half")
end)

check("string basics", function()
  local s = "Hello, World"
  expect(#s, 12); expect(s:upper(), "HELLO, WORLD"); expect(s:lower(), "hello, world")
  expect(s:sub(-5), "World"); expect(s:sub(2, 4), "ell"); expect(s:rep(3, "|"):len(), 38)
  expect(s:reverse(), "dlroW ,olleH"); expect(s:byte(1), 72); expect(string.char(72, 105), "Hi")
  expect(("x"):rep(0), ""); expect(tostring(12), "12"); expect(tonumber("0x10"), 16)
  expect(tonumber("  12  "), 12); expect(tonumber("1e2"), 100.0); expect(tonumber("z", 36), 35)
  expect(tonumber("12a"), nil); expect(10 .. "", "10"); expect("10" + 1, 11)
end)

check("string.format", function()
  expect(string.format("%5d|%-5d|%05.1f", 42, 42, 3.14159), "   42|42   |003.1")
  expect(string.format("%x %X %o", 255, 255, 8), "ff FF 10")
  expect(string.format("%q", "a\nb\"c"), '"a\\\nb\\"c"')
  expect(string.format("%s %s", nil, true), "nil true")
  expect(string.format("%g", 1e20), "1e+20"); expect(string.format("%a", 1.0), "0x1p+0")
end)

check("patterns: find, match, gmatch, gsub", function()
  expect(("hello world"):find("o w"), 5)
  expect(("hello world"):find("o", 6), 8)
  expect(("a.b"):find(".", 1, true), 2)
  local key, value = ("name = value"):match("^(%w+)%s*=%s*(%w+)$")
  expect(key, "name"); expect(value, "value")
  local words = {}
  for w in ("the quick brown fox"):gmatch("%a+") do words[#words + 1] = w end
  expect(#words, 4); expect(words[3], "brown")
  local out, n = ("abc abc"):gsub("b", "%0%0")
  expect(out, "abbc abbc"); expect(n, 2)
  expect(("hello"):gsub("l+", function(m) return #m end), "he2o")
  expect(("$name is $age"):gsub("%$(%w+)", {name = "Ann", age = 7}), "Ann is 7")
  expect(("THE (quick) fox"):find("%((%a+)%)"), 5)
  expect(("  trim  "):match("^%s*(.-)%s*$"), "trim")
  expect(("[[x]]"):match("%b[]"), "[[x]]"); expect(("f(a(b)c)"):match("%b()"), "(a(b)c)")
  expect(("key=1;other=2"):gsub("(%w+)=(%w+)", "%2=%1"), "1=key;2=other")
  expect(("THE END"):find("%f[%a]%a+$"), 5)
end)

check("string.pack and unpack round trips", function()
  local packed = string.pack("<i4 >i2 z s1 d", -2, 513, "zero", "len", 2.5)
  local a, b, c, d, e = string.unpack("<i4 >i2 z s1 d", packed)
  expect(a, -2); expect(b, 513); expect(c, "zero"); expect(d, "len"); expect(e, 2.5)
  expect(#string.pack("<i4", 1), 4); expect(string.pack(">I2", 258), "\1\2")
  expect(string.packsize("i4 i8 !8 d"), 24)
end)

check("utf8 library", function()
  local s = utf8.char(72, 228, 8364, 128512)
  expect(#s, 1 + 2 + 3 + 4); expect(utf8.len(s), 4)
  local codes = {}
  for _, c in utf8.codes(s) do codes[#codes + 1] = c end
  expect(codes[3], 8364); expect(utf8.codepoint(s, utf8.offset(s, 4)), 128512)
  expect(utf8.len("\xff"), nil)
end)

check("a string built from 10000 pieces", function()
  local parts = {}
  for i = 1, 10000 do parts[i] = string.format("%04d", i % 10000) end
  local s = table.concat(parts)
  expect(#s, 40000); expect(s:sub(1, 8), "00010002"); expect(s:sub(-4), "0000")
  local digits = 0
  for d in s:gmatch("%d") do digits = digits + tonumber(d) end
  -- each of the 4 positions cycles through 0..9 evenly over 0..9999
  expect(digits, 4 * 1000 * 45, "digit sum")
end)

check("closures and upvalues", function()
  local function counter()
    local n = 0
    return function() n = n + 1; return n end
  end
  local c1, c2 = counter(), counter()
  c1(); c1()
  expect(c1(), 3); expect(c2(), 1)
  local fns = {}
  for i = 1, 10 do fns[i] = function() return i * i end end
  expect(fns[7](), 49)
  local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
  expect(fib(24), 46368)
end)

check("varargs and multiple results", function()
  local function count(...) return select("#", ...) end
  expect(count(), 0); expect(count(nil, nil), 2)
  local function last(...) return select(-1, ...) end
  expect(last(1, 2, 3), 3)
  local function pass(...) return ... end
  local t = {pass(1, 2, 3)}
  expect(#t, 3); expect(select(2, pass("a", "b")), "b")
end)

check("metatables: arithmetic, comparison, index, call, len", function()
  local V = {}
  V.__index = V
  V.__add = function(a, b) return setmetatable({x = a.x + b.x}, V) end
  V.__eq = function(a, b) return a.x == b.x end
  V.__lt = function(a, b) return a.x < b.x end
  V.__le = function(a, b) return a.x <= b.x end
  V.__len = function(a) return a.x end
  V.__call = function(self, k) return self.x * k end
  V.__tostring = function(a) return "V(" .. a.x .. ")" end
  V.__concat = function(a, b) return tostring(a) .. tostring(b) end
  function V.double(self) return self.x * 2 end
  local a, b = setmetatable({x = 2}, V), setmetatable({x = 3}, V)
  expect((a + b).x, 5); expect(a + b == setmetatable({x = 5}, V), true)
  expect(a < b, true); expect(b <= a, false); expect(#b, 3); expect(a(10), 20)
  expect(a:double(), 4); expect(tostring(b), "V(3)"); expect(a .. b, "V(2)V(3)")
  local defaults = setmetatable({}, {__index = function(_, k) return k .. "!" end})
  expect(defaults.hi, "hi!")
  local log = {}
  local proxy = setmetatable({}, {__newindex = function(t, k, v) log[#log + 1] = k; rawset(t, k, v) end})
  proxy.a = 1; proxy.a = 2
  expect(#log, 1, "__newindex only for new keys")
end)

check("to-be-closed variables", function()
  local closed = {}
  do
    local a <close> = setmetatable({}, {__close = function() closed[#closed + 1] = "a" end})
    local b <close> = setmetatable({}, {__close = function() closed[#closed + 1] = "b" end})
  end
  expect(table.concat(closed), "ba", "closed in reverse order")
  local k <const> = 10
  expect(k * 2, 20)
end)

check("coroutines", function()
  local gen = coroutine.wrap(function()
    for i = 1, 5 do coroutine.yield(i * i) end
    return "done"
  end)
  local sum = 0
  for _ = 1, 5 do sum = sum + gen() end
  expect(sum, 55); expect(gen(), "done")
  local co = coroutine.create(function(a, b)
    local c = coroutine.yield(a + b)
    error("boom " .. c)
  end)
  local ok, v = coroutine.resume(co, 1, 2)
  expect(ok, true); expect(v, 3); expect(coroutine.status(co), "suspended")
  local ok2, err = coroutine.resume(co, "x")
  expect(ok2, false); expect(err:match("boom x") ~= nil, true)
  expect(coroutine.status(co), "dead")
  expect(coroutine.isyieldable(), false)
end)

check("errors: pcall, xpcall, error objects", function()
  local ok, err = pcall(error, {code = 7})
  expect(ok, false); expect(err.code, 7)
  local ok2, msg = pcall(function() local t = nil; return t.x end)
  expect(ok2, false); expect(msg:find("attempt to index") ~= nil, true)
  local ok3, handled = xpcall(function() error("deep", 0) end, function(m) return "h:" .. m end)
  expect(ok3, false); expect(handled, "h:deep")
  local ok4, msg4 = pcall(function() return 1 + {} end)
  expect(ok4, false); expect(msg4:find("arithmetic") ~= nil, true)
  expect(select(2, pcall(error)), nil)
end)

check("goto and nested loops", function()
  local found
  for i = 1, 10 do
    for j = 1, 10 do
      if i * j == 42 then found = i * 100 + j; goto done end
    end
  end
  ::done::
  expect(found, 607)
  local i, evens = 0, 0
  ::top::
  i = i + 1
  if i % 2 == 1 then goto continue end
  evens = evens + 1
  ::continue::
  if i < 100 then goto top end
  expect(evens, 50)
end)

check("load, environments and string.dump", function()
  local f = load("return 6 * 7")
  expect(f(), 42)
  local env = {y = 5}
  local g = load("x = y * 2; return x", "chunk", "t", env)
  expect(g(), 10); expect(env.x, 10); expect(rawget(_G, "x"), nil)
  local dumped = string.dump(function(a) return a + 1 end)
  expect(load(dumped, "bin", "b")(41), 42)
  local bad, msg = load("return +")
  expect(bad, nil); expect(type(msg), "string")
end)

check("garbage collector and weak tables", function()
  local weak = setmetatable({}, {__mode = "k"})
  do
    for i = 1, 1000 do weak[{}] = i end
  end
  collectgarbage(); collectgarbage()
  expect(next(weak), nil, "weak keys collected")
  local finalized = 0
  for _ = 1, 100 do setmetatable({}, {__gc = function() finalized = finalized + 1 end}) end
  collectgarbage(); collectgarbage()
  expect(finalized, 100)
  local before = collectgarbage("count")
  local big = {}
  for i = 1, 100000 do big[i] = {i} end
  expect(collectgarbage("count") > before, true)
  big = nil
  collectgarbage()
  expect(collectgarbage("count") < before + 1000, true, "memory returned")
  collectgarbage("generational"); collectgarbage("incremental")
end)

check("math library", function()
  expect(math.abs(math.mininteger), math.mininteger)
  expect(math.max(3, 9, 2), 9); expect(math.min(3.5, -1), -1)
  expect(math.floor(math.sqrt(2) * 1e6), 1414213)
  expect(math.floor(math.pi * 1e5), 314159)
  expect(math.floor(math.exp(1) * 1e5), 271828)
  expect(math.abs(math.sin(math.pi / 6) - 0.5) < 1e-12, true)
  expect(math.floor(math.log(1024, 2) + 0.5), 10)
  math.randomseed(7)
  local first = math.random(1, 1000)
  math.randomseed(7)
  expect(math.random(1, 1000), first, "same seed, same numbers")
  for _ = 1, 1000 do
    local r = math.random(5, 9)
    if r < 5 or r > 9 then error("random out of range: " .. r) end
  end
end)

check("os and io basics", function()
  expect(type(os.time()), "number"); expect(type(os.clock()), "number")
  expect(os.date("!%Y-%m-%d", 0), "1970-01-01")
  expect(os.time({year = 2000, month = 1, day = 1, hour = 12}) >
         os.time({year = 1999, month = 12, day = 31, hour = 12}), true)
  local name = os.tmpname()
  local f = assert(io.open(name, "w"))
  for i = 1, 100 do f:write(i, "\n") end
  f:close()
  local total = 0
  for line in io.lines(name) do total = total + tonumber(line) end
  os.remove(name)
  expect(total, 5050)
end)

check("a small interpreter: matrix product and an n-body step", function()
  local n = 40
  local a, b = {}, {}
  for i = 1, n do
    a[i], b[i] = {}, {}
    for j = 1, n do a[i][j] = i + j; b[i][j] = (i == j) and 2 or 0 end
  end
  local c = {}
  for i = 1, n do
    c[i] = {}
    for j = 1, n do
      local s = 0
      for k = 1, n do s = s + a[i][k] * b[k][j] end
      c[i][j] = s
    end
  end
  expect(c[3][5], 16, "A times 2I"); expect(c[n][n], 4 * n)
  -- two bodies at rest attract each other symmetrically
  local x1, x2, v1, v2 = 0.0, 1.0, 0.0, 0.0
  for _ = 1, 1000 do
    local d = x2 - x1
    local f = 1e-6 / (d * d)
    v1, v2 = v1 + f, v2 - f
    x1, x2 = x1 + v1, x2 + v2
  end
  expect(math.abs((x1 + x2) - 1.0) < 1e-9, true, "centre of mass kept")
end)

if failures > 0 then
  print(failures .. " check(s) failed")
  os.exit(1)
end
