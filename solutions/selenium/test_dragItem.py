# Drag and drop: ActionChains press, move in steps and release to sort a list.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# The tasks are divs with role="button", not <button> elements.
TASKS = (By.XPATH, '//*[@role="button"][starts-with(normalize-space(), "Task ")]')
RESULT = (By.CSS_SELECTOR, '[role="status"][aria-label="Result"]')


def task_names(driver):
    return [task.text for task in driver.find_elements(*TASKS)]


def drag(driver, source, target):
    # Move a little first: the list starts a drag only once the pointer has moved.
    (ActionChains(driver)
        .click_and_hold(source)
        .move_by_offset(0, 10)
        .move_to_element(target)
        .release()
        .perform())


def test_sorts_the_tasks_into_order_by_dragging(driver, base_url):
    driver.get(f"{base_url}/dragItem")
    wait = WebDriverWait(driver, 10)
    wait.until(lambda d: len(d.find_elements(*TASKS)) == 7)
    assert task_names(driver) == [f"Task {n}" for n in (5, 1, 3, 2, 4, 6, 7)]

    # Put Task 1 first, then Task 2 second, and so on.
    for place in range(7):
        name = f"Task {place + 1}"
        current = task_names(driver).index(name)
        if current == place:
            continue
        tasks = driver.find_elements(*TASKS)
        drag(driver, tasks[current], tasks[place])
        wait.until(lambda d: task_names(d)[place] == name)
        # Let the tasks finish sliding into place before measuring them for the next drag.
        wait.until(lambda d: d.execute_script("return document.getAnimations().length") == 0)

    assert task_names(driver) == [f"Task {n}" for n in range(1, 8)]
    # An exact match: "Incorrect" contains "Correct".
    wait.until(lambda d: d.find_element(*RESULT).text == "Correct")
