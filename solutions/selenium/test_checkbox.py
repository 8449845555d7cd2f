# Checkbox: find checkboxes by group and label, check and uncheck them, assert their state.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def checkbox(driver, group, label):
    # The box whose <label> has this text, inside the <fieldset> whose <legend> is the group.
    return driver.find_element(
        By.XPATH,
        f"//fieldset[legend[normalize-space()='{group}']]"
        f"//input[@id=//label[normalize-space()='{label}']/@for]",
    )


def test_checks_and_unchecks_boxes_in_two_groups(driver, base_url):
    driver.get(f"{base_url}/checkbox")
    boxes = WebDriverWait(driver, 5).until(
        EC.presence_of_all_elements_located((By.CSS_SELECTOR, "input[type='checkbox']"))
    )
    assert len(boxes) == 4
    assert not any(box.is_selected() for box in boxes)

    checkbox(driver, "Select Your Preferences", "First").click()
    checkbox(driver, "Choose Your Numbers", "2").click()
    assert checkbox(driver, "Select Your Preferences", "First").is_selected()
    assert not checkbox(driver, "Select Your Preferences", "Second").is_selected()
    assert not checkbox(driver, "Choose Your Numbers", "1").is_selected()
    assert checkbox(driver, "Choose Your Numbers", "2").is_selected()

    # A second click unchecks.
    checkbox(driver, "Select Your Preferences", "First").click()
    assert not checkbox(driver, "Select Your Preferences", "First").is_selected()
