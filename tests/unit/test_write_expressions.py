"""The one builder of DynamoDB update and condition expressions (casefile.store.dynamo.Write)."""

from __future__ import annotations

from casefile.store.dynamo import Write


def test_set_add_and_conditions_use_generated_placeholders():
    # Given changes to attributes whose names are not valid expression words
    write = Write().set(status="scored", **{"env#sandbox": 2}).add(version=1).when_equal(version=3)
    # When it is rendered
    params = write.params(update=True)
    # Then no attribute name or value appears in the expressions themselves
    assert params["UpdateExpression"] == "SET #n0 = :v0, #n1 = :v1 ADD #n2 :v2"
    assert params["ConditionExpression"] == "#n2 = :v3"
    assert params["ExpressionAttributeNames"] == {"#n0": "status", "#n1": "env#sandbox", "#n2": "version"}
    assert params["ExpressionAttributeValues"] == {
        ":v0": {"S": "scored"},
        ":v1": {"N": "2"},
        ":v2": {"N": "1"},
        ":v3": {"N": "3"},
    }


def test_a_none_value_removes_the_attribute():
    params = Write().set(assigned_to=None, priority="low").params(update=True)
    assert params["UpdateExpression"] == "SET #n1 = :v0 REMOVE #n0"
    assert params["ExpressionAttributeNames"] == {"#n0": "assigned_to", "#n1": "priority"}


def test_conditions_all_must_hold_and_an_absent_number_counts_as_zero():
    write = Write().add(production_cases=1).when_exists().when_below("production_cases", 25)
    assert write.params(update=True)["ConditionExpression"] == (
        "attribute_exists(#n1) AND (attribute_not_exists(#n0) OR #n0 < :v1)"
    )


def test_set_default_keeps_an_existing_value():
    params = Write().set_default(ended_at="2026-01-01T00:00:00.000Z").params(update=True)
    assert params["UpdateExpression"] == "SET #n0 = if_not_exists(#n0, :v0)"


def test_a_put_or_check_renders_no_update_expression():
    params = Write().when_absent().params(update=False)
    assert params == {"ConditionExpression": "attribute_not_exists(#n0)", "ExpressionAttributeNames": {"#n0": "PK"}}


def test_not_equal_holds_for_an_absent_attribute_too():
    params = Write().set(mfa_pending_since="now").when_not_equal(mfa_enabled=True).params(update=True)
    assert params["ConditionExpression"] == "(attribute_not_exists(#n1) OR #n1 <> :v1)"
    assert params["ExpressionAttributeNames"] == {"#n0": "mfa_pending_since", "#n1": "mfa_enabled"}


def test_removing_a_list_element_is_conditioned_on_its_value():
    params = Write().remove_element("mfa_recovery_digests", 3, "abc").params(update=True)
    assert params["UpdateExpression"] == "REMOVE #n0[3]"
    assert params["ConditionExpression"] == "#n0[3] = :v0"
    assert params["ExpressionAttributeValues"] == {":v0": {"S": "abc"}}
