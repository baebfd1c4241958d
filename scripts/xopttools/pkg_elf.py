"""Compare the code and data of two ELF object files (32 or 64 bit).

Two compiles of one source differ in their debug information whenever the
command line differs (DW_AT_producer records it), so "the plugin changed
this object" must look only at what runs: the allocated sections (.text*,
.rodata*, .data*) and their relocations.  changed_functions names the
function symbols whose bytes differ, for the report of what a plugin
transformed.
"""

import struct

SHF_ALLOC = 0x2
SHT_SYMTAB, SHT_RELA, SHT_REL = 2, 4, 9
STT_FUNC = 2


def _header_layout(data):
    """struct formats for ELFCLASS32 / ELFCLASS64, little or big endian."""
    if data[:4] != b"\x7fELF":
        raise ValueError("not an ELF file")
    endian = "<" if data[5] == 1 else ">"
    if data[4] == 2:
        return endian, 64
    return endian, 32


def read_sections(data):
    """A list of dicts (name, type, flags, info, link, entsize, bytes)."""
    endian, bits = _header_layout(data)
    if bits == 64:
        shoff, = struct.unpack_from(endian + "Q", data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from(endian + "HHH", data, 0x3A)
        fmt = endian + "IIQQQQIIQQ"
    else:
        shoff, = struct.unpack_from(endian + "I", data, 0x20)
        shentsize, shnum, shstrndx = struct.unpack_from(endian + "HHH", data, 0x2E)
        fmt = endian + "IIIIIIIIII"
    sections = []
    for i in range(shnum):
        (name, kind, flags, _addr, offset, size, link, info, _align,
         entsize) = struct.unpack_from(fmt, data, shoff + i * shentsize)
        body = b"" if kind == 8 else data[offset:offset + size]  # NOBITS
        sections.append({"name_off": name, "type": kind, "flags": flags,
                         "link": link, "info": info, "entsize": entsize,
                         "bytes": body, "size": size})
    names = sections[shstrndx]["bytes"] if sections else b""
    for sec in sections:
        end = names.find(b"\0", sec["name_off"])
        sec["name"] = names[sec["name_off"]:end].decode("latin-1")
    return sections


def _runnable(sections):
    """Name -> bytes of the allocated sections and their relocations."""
    kept = {}
    for index, sec in enumerate(sections):
        if sec["flags"] & SHF_ALLOC:
            kept[sec["name"]] = (sec["size"], sec["bytes"])
        elif sec["type"] in (SHT_RELA, SHT_REL) and sec["info"] < len(sections):
            if sections[sec["info"]]["flags"] & SHF_ALLOC:
                kept[sec["name"]] = (sec["size"], sec["bytes"])
    return kept


def objects_differ(path_a, path_b):
    """True when the two objects' code, data or relocations differ."""
    with open(path_a, "rb") as a, open(path_b, "rb") as b:
        return _runnable(read_sections(a.read())) != _runnable(read_sections(b.read()))


def function_bytes(data):
    """Function name -> its bytes, from the symbol table."""
    sections = read_sections(data)
    endian, bits = _header_layout(data)
    result = {}
    for sec in sections:
        if sec["type"] != SHT_SYMTAB:
            continue
        strings = sections[sec["link"]]["bytes"]
        fmt = endian + ("IBBHQQ" if bits == 64 else "IIIBBH")
        for off in range(0, len(sec["bytes"]), sec["entsize"] or 1):
            fields = struct.unpack_from(fmt, sec["bytes"], off)
            if bits == 64:
                name, info, _other, shndx, value, size = fields
            else:
                name, value, size, info, _other, shndx = fields
            if info & 0xF != STT_FUNC or shndx >= len(sections):
                continue
            text = sections[shndx]["bytes"]
            end = strings.find(b"\0", name)
            label = strings[name:end].decode("latin-1")
            start = value & ~1 if bits == 32 else value  # ARM Thumb bit
            result[label] = text[start:start + size]
    return result


def changed_functions(path_a, path_b):
    """Names of the functions whose bytes differ (or exist in one only)."""
    with open(path_a, "rb") as a, open(path_b, "rb") as b:
        fa, fb = function_bytes(a.read()), function_bytes(b.read())
    return sorted(n for n in set(fa) | set(fb) if fa.get(n) != fb.get(n))
