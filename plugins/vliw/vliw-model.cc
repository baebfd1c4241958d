/* xopt_vliw: the machine-model reader (format of doc/vliw.md, notes §3.1).
   Copyright (C) 2026 The xopt authors.

   The reader is strict: every line is a known directive with the right
   number of well-formed fields, names are defined before use and only
   once, and every error names "file:line".  Builtin models are compiled
   into the plugin; "cvliw-M-L" reads the parametric family's file with
   M clusters (2 issue slots each) and transfer latency L.  */

#include "vliw-model.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace {

/* The state of one read.  */
struct model_reader
{
  std::string file;
  int line;
  std::string error;
  vliw_model *model;
  const char *target;
  bool seen_model, seen_clusters, seen_issue, seen_xfer;
  std::vector<std::pair<std::string, std::string> > maps;
  std::vector<int> map_lines;

  bool fail (const std::string &message)
  {
    std::ostringstream s;
    s << file << ":" << line << ": " << message;
    error = s.str ();
    return false;
  }
};

/* Parse a non-negative decimal integer; false when TEXT is not one.  */
bool
parse_int (const std::string &text, int *value)
{
  if (text.empty () || text.size () > 6)
    return false;
  int v = 0;
  for (char c : text)
    {
      if (c < '0' || c > '9')
	return false;
      v = v * 10 + (c - '0');
    }
  *value = v;
  return true;
}

int
find_resource (const vliw_model &model, const std::string &name)
{
  for (unsigned i = 0; i < model.resources.size (); i++)
    if (model.resources[i].name == name)
      return i;
  return -1;
}

/* Parse "unit@S" or "unit@S-E" into *USE.  */
bool
parse_unit_use (model_reader &r, const std::string &text, vliw_unit_use *use)
{
  size_t at = text.find ('@');
  if (at == std::string::npos)
    return r.fail ("expected unit@stage in '" + text + "'");
  use->resource = find_resource (*r.model, text.substr (0, at));
  if (use->resource < 0)
    return r.fail ("unknown resource '" + text.substr (0, at) + "'");
  std::string stages = text.substr (at + 1);
  size_t dash = stages.find ('-');
  std::string first = stages.substr (0, dash);
  std::string last = dash == std::string::npos ? first
		     : stages.substr (dash + 1);
  if (!parse_int (first, &use->first_stage)
      || !parse_int (last, &use->last_stage)
      || use->last_stage < use->first_stage || use->last_stage > 63)
    return r.fail ("bad stage range in '" + text + "'");
  return true;
}

/* Parse one requirement "a@0|b@0" (alternatives) into *REQ.  */
bool
parse_requirement (model_reader &r, const std::string &text,
		   vliw_requirement *req)
{
  size_t start = 0;
  while (true)
    {
      size_t bar = text.find ('|', start);
      vliw_unit_use use;
      if (!parse_unit_use (r, text.substr (start, bar - start), &use))
	return false;
      req->alternatives.push_back (use);
      if (bar == std::string::npos)
	return true;
      start = bar + 1;
    }
}

/* "class NAME LAT RES... [global] [exclusive] [pinned0]".  */
bool
parse_class (model_reader &r, const std::vector<std::string> &f)
{
  if (f.size () < 3)
    return r.fail ("class needs a name and a latency");
  if (vliw_find_class (*r.model, f[1]) >= 0)
    return r.fail ("class '" + f[1] + "' defined twice");
  vliw_class c;
  c.name = f[1];
  c.flags = 0;
  if (f[2] == "*")
    c.latency = -1;
  else if (!parse_int (f[2], &c.latency))
    return r.fail ("bad latency '" + f[2] + "'");
  for (unsigned i = 3; i < f.size (); i++)
    {
      if (f[i] == "global")
	c.flags |= VLIW_CLASS_GLOBAL;
      else if (f[i] == "exclusive")
	c.flags |= VLIW_CLASS_EXCLUSIVE;
      else if (f[i] == "pinned0")
	c.flags |= VLIW_CLASS_PINNED0;
      else
	{
	  vliw_requirement req;
	  if (!parse_requirement (r, f[i], &req))
	    return false;
	  c.reservations.push_back (req);
	}
    }
  if ((c.flags & VLIW_CLASS_GLOBAL) && (c.flags & VLIW_CLASS_PINNED0))
    return r.fail ("class '" + c.name + "' cannot be global and pinned0");
  if (c.flags & VLIW_CLASS_GLOBAL)
    for (const vliw_requirement &req : c.reservations)
      if (!r.model->resources[req.alternatives[0].resource].global)
	return r.fail ("global class '" + c.name
		       + "' may only reserve gres resources");
  r.model->classes.push_back (c);
  return true;
}

/* "xfer LAT RES:src RES:dst ...".  */
bool
parse_xfer (model_reader &r, const std::vector<std::string> &f)
{
  if (r.seen_xfer)
    return r.fail ("xfer given twice");
  r.seen_xfer = true;
  if (f.size () < 2 || !parse_int (f[1], &r.model->xfer_latency)
      || r.model->xfer_latency < 1)
    return r.fail ("xfer needs a latency >= 1");
  for (unsigned i = 2; i < f.size (); i++)
    {
      size_t colon = f[i].rfind (':');
      std::string side = colon == std::string::npos ? ""
			 : f[i].substr (colon + 1);
      if (side != "src" && side != "dst")
	return r.fail ("xfer reservation '" + f[i]
		       + "' needs :src or :dst");
      vliw_requirement req;
      if (!parse_requirement (r, f[i].substr (0, colon), &req))
	return false;
      (side == "src" ? r.model->xfer_src : r.model->xfer_dst).push_back (req);
    }
  return true;
}

/* "cres NAME CAP" and "gres NAME CAP".  */
bool
parse_resource (model_reader &r, const std::vector<std::string> &f)
{
  vliw_resource res;
  if (f.size () != 3 || !parse_int (f[2], &res.capacity))
    return r.fail (f[0] + " needs a name and a capacity");
  if (find_resource (*r.model, f[1]) >= 0)
    return r.fail ("resource '" + f[1] + "' defined twice");
  if (r.model->resources.size () >= 64)
    return r.fail ("more than 64 resources");
  res.name = f[1];
  res.global = f[0] == "gres";
  r.model->resources.push_back (res);
  return true;
}

/* "dep KIND LAT".  */
bool
parse_dep (model_reader &r, const std::vector<std::string> &f)
{
  int lat;
  if (f.size () != 3 || !parse_int (f[2], &lat))
    return r.fail ("dep needs a kind and a latency");
  if (f[1] == "anti")
    r.model->lat_anti = lat;
  else if (f[1] == "output")
    r.model->lat_output = lat;
  else if (f[1] == "mem_flow")
    r.model->lat_mem_flow = lat;
  else if (f[1] == "control")
    r.model->lat_control = lat;
  else
    return r.fail ("unknown dependence kind '" + f[1] + "'");
  return true;
}

/* A numeric header directive: clusters, issue, cluster_issue.  */
bool
parse_number (model_reader &r, const std::vector<std::string> &f,
	      int *value, bool *seen, int min)
{
  if (seen && *seen)
    return r.fail (f[0] + " given twice");
  if (f.size () != 2 || !parse_int (f[1], value) || *value < min)
    return r.fail (f[0] + " needs a number >= " + std::to_string (min));
  if (seen)
    *seen = true;
  return true;
}

/* "[target] map TYPE CLASS": kept until the classes are known.  */
bool
parse_map (model_reader &r, const std::vector<std::string> &f)
{
  const std::string &t = f[0];
  if (t != "[arm]" && t != "[x86_64]")
    return r.fail ("unknown target section '" + t + "'");
  if (f.size () != 4 || f[1] != "map")
    return r.fail ("expected '" + t + " map TYPE CLASS'");
  if (t.substr (1, t.size () - 2) == r.target)
    {
      r.maps.push_back (std::make_pair (f[2], f[3]));
      r.map_lines.push_back (r.line);
    }
  return true;
}

/* Dispatch one line's fields.  */
bool
parse_fields (model_reader &r, const std::vector<std::string> &f)
{
  vliw_model *m = r.model;
  const std::string &d = f[0];
  if (d == "model")
    {
      if (r.seen_model || f.size () != 2)
	return r.fail ("model needs one name, once");
      r.seen_model = true;
      m->name = f[1];
      return true;
    }
  if (d == "clusters")
    return parse_number (r, f, &m->clusters, &r.seen_clusters, 1)
	   && (m->clusters <= 32 || r.fail ("at most 32 clusters"));
  if (d == "issue")
    return parse_number (r, f, &m->issue, &r.seen_issue, 1);
  if (d == "cluster_issue")
    return parse_number (r, f, &m->cluster_issue, NULL, 1);
  if (d == "cres" || d == "gres")
    return parse_resource (r, f);
  if (d == "class")
    return parse_class (r, f);
  if (d == "xfer")
    return parse_xfer (r, f);
  if (d == "dep")
    return parse_dep (r, f);
  if (d == "interlock")
    return (f.size () == 2 && f[1] == "yes")
	   || r.fail ("only 'interlock yes' is supported");
  if (d[0] == '[')
    return parse_map (r, f);
  return r.fail ("unknown directive '" + d + "'");
}

/* Split LINE into blank-separated fields, dropping a '#' comment.  */
std::vector<std::string>
split_fields (const std::string &line)
{
  std::vector<std::string> fields;
  std::string text = line.substr (0, line.find ('#'));
  std::istringstream in (text);
  std::string field;
  while (in >> field)
    fields.push_back (field);
  return fields;
}

/* Checks once the whole text has been read.  */
bool
finish_model (model_reader &r)
{
  vliw_model *m = r.model;
  if (!r.seen_model || !r.seen_clusters || !r.seen_issue || !r.seen_xfer)
    return r.fail ("missing one of model, clusters, issue, xfer");
  if (m->classes.empty ())
    return r.fail ("no class defined");
  std::string why;
  if (!vliw_model_alternatives_ok (*m, &why))
    return r.fail (why);
  for (unsigned i = 0; i < r.maps.size (); i++)
    {
      int cls = vliw_find_class (*m, r.maps[i].second);
      r.line = r.map_lines[i];
      if (cls < 0)
	return r.fail ("map to unknown class '" + r.maps[i].second + "'");
      m->type_map.push_back (std::make_pair (r.maps[i].first, cls));
    }
  vliw_add_default_type_map (m, r.target);
  return true;
}

/* Read TEXT, named FILE in messages, into MODEL.  */
bool
read_model_text (const std::string &file, const std::string &text,
		 const char *target, vliw_model *model, std::string *error)
{
  model_reader r;
  r.file = file;
  r.line = 0;
  r.model = model;
  r.target = target;
  r.seen_model = r.seen_clusters = r.seen_issue = r.seen_xfer = false;
  *model = vliw_model ();
  model->file = file;
  model->clusters = model->issue = model->cluster_issue = 0;
  model->xfer_latency = 1;
  model->lat_anti = model->lat_control = 0;
  model->lat_output = model->lat_mem_flow = 1;
  std::istringstream in (text);
  std::string line;
  bool ok = true;
  while (ok && std::getline (in, line))
    {
      r.line++;
      std::vector<std::string> fields = split_fields (line);
      if (!fields.empty ())
	ok = parse_fields (r, fields);
    }
  if (ok)
    ok = finish_model (r);
  if (!ok)
    *error = r.error;
  return ok;
}

/* Read the whole file PATH into *TEXT.  */
bool
slurp_file (const char *path, std::string *text)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return false;
  char buffer[4096];
  size_t n;
  while ((n = fread (buffer, 1, sizeof buffer, f)) > 0)
    text->append (buffer, n);
  bool ok = !ferror (f);
  fclose (f);
  return ok;
}

const char *
builtin_text (const std::string &name)
{
  for (int i = 0; i < vliw_n_builtin_models; i++)
    if (name == vliw_builtin_models[i].name)
      return vliw_builtin_models[i].text;
  return NULL;
}

/* "cvliw-M-L": read the family's file and set M and L.  */
bool
read_cvliw (const std::string &name, const char *target, vliw_model *model,
	    std::string *error, bool *matched)
{
  int m, l;
  char tail;
  *matched = sscanf (name.c_str (), "cvliw-%d-%d%c", &m, &l, &tail) == 2;
  if (!*matched)
    return false;
  if ((m != 2 && m != 4 && m != 8) || l < 1 || l > 4)
    {
      *error = "<builtin>:0: cvliw-M-L needs M in 2, 4, 8 and L in 1..4";
      return false;
    }
  if (!read_model_text ("<builtin>/cvliw.model", builtin_text ("cvliw"),
			target, model, error))
    return false;
  model->name = name;
  model->clusters = m;
  model->issue = 2 * m;
  model->xfer_latency = l;
  return true;
}

} // anon namespace

bool
vliw_read_model (const char *name, const char *target, vliw_model *model,
		 std::string *error)
{
  std::string n (name);
  bool matched;
  bool ok = read_cvliw (n, target, model, error, &matched);
  if (matched)
    return ok;
  if (n != "cvliw" && builtin_text (n))
    return read_model_text ("<builtin>/" + n + ".model", builtin_text (n),
			    target, model, error);
  std::string text;
  if (!slurp_file (name, &text))
    {
      *error = n + ":0: no such builtin model, and cannot read the file";
      return false;
    }
  return read_model_text (n, text, target, model, error);
}

int
vliw_class_latency (const vliw_model &model, int cls)
{
  int lat = model.classes[cls].latency;
  if (lat >= 0)
    return lat;
  int max = model.xfer_latency;
  for (const vliw_class &c : model.classes)
    if (c.latency > max)
      max = c.latency;
  return max;
}
